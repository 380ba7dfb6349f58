import { createServer, type Server, type Socket } from 'node:net';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** The body as a mail client shows it (quoted-printable decoded enough for links). */
  text: string;
}

/**
 * Just enough of an SMTP server (RFC 5321: EHLO, MAIL, RCPT, DATA, QUIT) to receive what the
 * portal sends; `refuse` makes it answer every message with a permanent failure.
 */
export async function startSmtp(): Promise<{
  url: string;
  received: ReceivedMail[];
  refuse: boolean;
  close(): Promise<void>;
}> {
  const state = { received: [] as ReceivedMail[], refuse: false };
  const server: Server = createServer((socket: Socket) => {
    let mail: ReceivedMail = { from: '', to: [], data: '', text: '' };
    let inData = false;
    let buffer = '';
    socket.write('220 test.smtp ready\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let cut;
      while ((cut = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (state.refuse) socket.write('554 5.7.1 refused by the test\r\n');
            else {
              // As a mail client shows it: quoted-printable's soft line breaks joined, "=3D" read as "=".
              mail.text = mail.data.replace(/=\n/g, '').replace(/=3D/g, '=');
              state.received.push(mail);
              socket.write('250 2.0.0 queued\r\n');
            }
            mail = { from: '', to: [], data: '', text: '' };
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'MAIL') {
          mail.from = line;
          socket.write('250 2.1.0 ok\r\n');
        } else if (verb === 'RCPT') {
          mail.to.push(line);
          socket.write('250 2.1.5 ok\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else if (verb === 'RSET' || verb === 'NOOP') socket.write('250 ok\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    get received() {
      return state.received;
    },
    get refuse() {
      return state.refuse;
    },
    set refuse(v: boolean) {
      state.refuse = v;
    },
    close: () => new Promise((r) => server.close(() => r())),
  };
}
