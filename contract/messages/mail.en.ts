/**
 * The e-mails the portal sends, subject and body, in the recipient's language (server/platform/mail.ts).
 * Bodies go out as plain text: parameters are not escaped, and a live secret (a code, a link) arrives
 * as a parameter already marked by `secret()`, so the outbox masks it.
 */
export const mailEn = {
  mail: {
    verification: {
      subject: 'Berth: please confirm your e-mail address',
      body: 'Hello %{userName},\n\nAn account on the Berth terminal portal has been set up for you. Please confirm this e-mail address within three days by opening:\n\n%{link}\n\nIf you did not expect this message, ignore it.\n',
    },
    locked: {
      subject: 'Berth: your account is locked for 30 minutes',
      body: 'Hello %{userName},\n\nAfter %{failures} failed sign-ins in a row, your Berth account is locked until %{until}. If that was not you, tell your terminal: an administrator can unlock the account, and you may want to change your password.\n',
    },
    emailChanged: {
      subject: 'Berth: your e-mail address was changed',
      body: 'Hello %{userName},\n\nThe e-mail address of your Berth account is now %{email}. If you did not make this change, tell your terminal at once.\n',
    },
    bargeCode: {
      subject: 'Berth sign-in code %{code}',
      body: 'Your Berth sign-in code is %{code}.\n\nIt is valid for 5 minutes and can be used once. If you did not ask for it, ignore this message.\n',
    },
    addressTaken: {
      subject: 'Berth: someone tried to register with your address',
      body: 'Hello %{userName},\n\nSomeone asked to register a new company on the Berth terminal portal with this e-mail address, which already belongs to your account. Nothing was created.\n\nIf it was you, sign in with your user name %{userName}. If not, you need not do anything.\n',
    },
    nameTaken: {
      subject: 'Berth: choose another user name',
      body: 'Hello,\n\nYou asked to register on the Berth terminal portal with the user name %{userName}, which is taken. Nothing was created: please register again with another user name.\n',
    },
    companyTaken: {
      subject: 'Berth: your company is already registered',
      body: "Hello,\n\nYou asked to register %{companyName} on the Berth terminal portal, but a company of that name is already registered. Nothing was created: ask your company's administrator on the portal, or the terminal, to add you as a user.\n",
    },
    nomination: {
      subject: 'Barging nomination #%{id}',
      /** `note` is the sender's own message and its line break, or nothing. */
      body: '%{note}Nomination #%{id} (%{status})\nCustomer: %{customer}\nBarge: %{barge} (IMO %{imo})\nProduct: %{product}, quantity %{quantity} t\nBarge readiness: %{readiness}\nBerth: %{berth} at %{berthTime}',
    },
  },
} as const;
