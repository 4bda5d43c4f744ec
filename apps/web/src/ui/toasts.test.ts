import { describe, expect, it } from 'vitest';
import {
  MODULE_DENIED_FADE_MS,
  TOAST_DURATION_MS,
  TOAST_FADE_MS,
  ToastMessages,
  errorToast,
  moduleDeniedMessage,
  moduleDeniedToast,
} from './toasts.ts';

describe('toasts (docs/product/error-texts-and-toasts.md, docs/product/limits-and-formats.md#timings)', () => {
  it('keeps the exact catalogue texts', () => {
    expect(ToastMessages).toEqual({
      SESSION_EXPIRED: 'Login Session Expired! Please Log In Again!',
      SERVER_NOT_CONNECTED: 'Server Not Connected! Please Try Again Later!',
      ACCESS_DENIED: 'Access Denied',
      OPENID_NOT_RESPONDING: 'OpenId Server Not responding. Please try again later',
      OPENID_MISCONFIGURED: 'OpenId Server Misconfigured. Please try again later',
    });
  });

  it('shows errors top centre in red for 1600 ms with a 400 ms fade', () => {
    const toast = errorToast(ToastMessages.ACCESS_DENIED);
    expect(TOAST_DURATION_MS).toBe(1600);
    expect(toast).toMatchObject({
      message: 'Access Denied',
      color: 'red',
      position: 'top-center',
      autoClose: 1600,
    });
    expect(toast.style).toEqual({ transform: 'none', transitionDuration: '400ms, 400ms, 400ms' });
    expect(TOAST_FADE_MS).toBe(400);
  });

  it('builds the module message from the translated key and the titles, fading in 800 ms', () => {
    expect(moduleDeniedMessage('No access to:', ['Absence', 'Template Generation'])).toBe(
      'No access to: Absence, Template Generation',
    );
    const toast = moduleDeniedToast('No access to:', ['Absence']);
    expect(toast).toMatchObject({
      message: 'No access to: Absence',
      autoClose: 1600,
      position: 'top-center',
    });
    expect(MODULE_DENIED_FADE_MS).toBe(800);
    expect(toast.style).toMatchObject({ transitionDuration: '800ms, 800ms, 800ms' });
  });
});
