import { describe, expect, it } from 'vitest';
import {
  clearSignupDraft,
  REMEMBER_ME_KEY,
  REMEMBERED_EMAIL_KEY,
  readRememberedLogin,
  readSignupDraft,
  SIGNUP_DRAFT_KEY,
  saveRememberedLogin,
  saveSignupDraft,
} from './account-storage';

describe('remember me', () => {
  it("stores the e-mail and the flag 'true', and reads them back", () => {
    saveRememberedLogin({ email: ' asha@example.in ', rememberMe: true });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBe('asha@example.in');
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBe('true');
    expect(readRememberedLogin()).toEqual({ email: 'asha@example.in', rememberMe: true });
  });

  it('forgets an earlier e-mail when a sign-in is not remembered', () => {
    saveRememberedLogin({ email: 'asha@example.in', rememberMe: true });
    saveRememberedLogin({ email: 'asha@example.in', rememberMe: false });
    expect(localStorage.getItem(REMEMBERED_EMAIL_KEY)).toBeNull();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
    expect(readRememberedLogin()).toEqual({ email: '', rememberMe: false });
  });

  it('prefills nothing without the flag', () => {
    localStorage.setItem(REMEMBERED_EMAIL_KEY, 'stale@example.in');
    expect(readRememberedLogin()).toEqual({ email: '', rememberMe: false });
  });
});

describe('signup draft', () => {
  it('keeps name and e-mail, never more', () => {
    saveSignupDraft({ name: 'Asha', email: 'asha@example.in', password: 'secret' } as never);
    expect(JSON.parse(localStorage.getItem(SIGNUP_DRAFT_KEY)!)).toEqual({
      name: 'Asha',
      email: 'asha@example.in',
    });
    expect(readSignupDraft()).toEqual({ name: 'Asha', email: 'asha@example.in' });
  });

  it('reads an empty draft from nothing, from garbage, and after clearing', () => {
    expect(readSignupDraft()).toEqual({ name: '', email: '' });
    localStorage.setItem(SIGNUP_DRAFT_KEY, '{not json');
    expect(readSignupDraft()).toEqual({ name: '', email: '' });
    saveSignupDraft({ name: 'Asha', email: '' });
    clearSignupDraft();
    expect(localStorage.getItem(SIGNUP_DRAFT_KEY)).toBeNull();
  });
});
