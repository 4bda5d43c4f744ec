import { decodeJwtPayload } from './jwt-payload.ts';

/** The identity claims of docs/product/tokens-and-sign-in.md#identity-claims read from an ID token, strings trimmed. */
export interface IdentityClaims {
  name: string;
  given_name: string;
  family_name: string;
  email: string;
  email_verified: boolean;
  phone_number: string;
  phone_number_verified: boolean;
}

/** What an ID token that cannot be parsed reads as (docs/product/tokens-and-sign-in.md#identity-claims: "an empty claim value"). */
export const EMPTY_IDENTITY_CLAIMS: Readonly<IdentityClaims> = Object.freeze({
  name: '',
  given_name: '',
  family_name: '',
  email: '',
  email_verified: false,
  phone_number: '',
  phone_number_verified: false,
});

/**
 * A claim as trimmed text. Only strings are text: a missing claim, a number, an object or an
 * array reads as the empty string, so a malformed token cannot put "[object Object]" on screen.
 */
export function trimClaim(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * A verification flag: JSON `true`, or the text "true" in any case (some providers send their
 * booleans as strings). Anything else, including a missing claim, is false.
 */
export function readBooleanClaim(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/**
 * The identity claims of an ID token. Never throws: a missing token or one that cannot be parsed
 * gives `EMPTY_IDENTITY_CLAIMS`, and a claim that is missing or of the wrong type gives its empty
 * value while the others are still read.
 */
export function readIdentityClaims(idToken: string | null | undefined): IdentityClaims {
  const payload = decodeJwtPayload(idToken);
  if (payload === null) return { ...EMPTY_IDENTITY_CLAIMS };
  return {
    name: trimClaim(payload['name']),
    given_name: trimClaim(payload['given_name']),
    family_name: trimClaim(payload['family_name']),
    email: trimClaim(payload['email']),
    email_verified: readBooleanClaim(payload['email_verified']),
    phone_number: trimClaim(payload['phone_number']),
    phone_number_verified: readBooleanClaim(payload['phone_number_verified']),
  };
}
