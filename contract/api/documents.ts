/** Documents: certificates of quantity and bills of lading, their signing, PDFs and the terminal stamp. */
import { def, type ApiDef } from './def.js';
import { idParam, okResult } from '../schemas/common.js';
import {
  countResult,
  documentRecord,
  documentVersionParams,
  refuseInput,
  signInput,
  verifyResult,
} from '../schemas/documents.js';

export const DOCUMENTS_API = {
  quantityNum: def('quantityNum', {
    summary: "Certificates of quantity waiting for the caller's signature (the menu badge)",
    response: countResult,
  }),
  billOfLadingNum: def('billOfLadingNum', {
    summary: "Bills of lading waiting for the caller's signature (the menu badge)",
    response: countResult,
  }),
  sendDocument: def('sendDocument', {
    summary: 'Send a draft for signing: its first PDF version is made (the maker)',
    params: idParam,
    response: documentRecord,
  }),
  signDocument: def('signDocument', {
    summary: 'Sign, drawn (a PNG) or typed, as the signer due: a new PDF version; the last signature seals it (PAdES)',
    params: idParam,
    body: signInput,
    response: documentRecord,
  }),
  refuseDocument: def('refuseDocument', {
    summary: 'Refuse to sign, with a reason: the maker revises it (the signer due)',
    params: idParam,
    body: refuseInput,
    response: documentRecord,
  }),
  documentPdf: def('documentPdf', {
    summary: 'The latest PDF version of a document',
    params: idParam,
    response: 'file',
  }),
  documentVersionPdf: def('documentVersionPdf', {
    summary: 'One PDF version of a document',
    params: documentVersionParams,
    response: 'file',
  }),
  verifyDocument: def('verifyDocument', {
    summary:
      'Check a PDF (multipart field "file"): valid, not the latest version, signature missing, or not valid (public)',
    upload: true,
    response: verifyResult,
  }),
  uploadStamp: def('uploadStamp', {
    summary: 'Set the terminal stamp (.png or .jpg, multipart field "file"; terminal logistics, admin)',
    upload: true,
    response: okResult,
  }),
  stampImage: def('stampImage', {
    summary: 'The terminal stamp image',
    response: 'file',
  }),
} as const satisfies Record<string, ApiDef>;
