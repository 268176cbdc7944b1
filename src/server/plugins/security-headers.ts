// Every outside source a page may use is named here: docs/adr/0016-security-headers-and-csp.md.
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { EMBED_FRAME_SOURCES } from '../../shared/blocks/embed-services.ts';

export interface SecurityHeadersOptions {
  config: Pick<Config, 'appUrl' | 'mediaBase' | 'secureCookies'>;
  /** Vite's HMR socket joins the app's port. */
  development: boolean;
}

/** Always allowed: the control panel may turn the captcha on at any moment, and the policy is made once per process. */
const RECAPTCHA = {
  scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** A gist embed's frame inherits this policy and loads its script from GitHub. */
const GIST_SCRIPTS = ['https://gist.github.com'];
const GIST_STYLES = ['https://github.githubassets.com'];

export function mediaOrigins(config: Pick<Config, 'appUrl' | 'mediaBase'>): string[] {
  const media = new URL(config.mediaBase).origin;
  return media === new URL(config.appUrl).origin ? [] : [media];
}

/** Features no page uses, closed for the page and every frame in it (an embedded player keeps fullscreen, autoplay and picture-in-picture). */
export const PERMISSIONS_POLICY = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** The policy's directives without the nonce, which helmet adds per answer. */
export function contentSecurityDirectives({ config, development }: SecurityHeadersOptions): Record<string, string[]> {
  const app = new URL(config.appUrl);
  const socket = `${app.protocol === 'https:' ? 'wss:' : 'ws:'}//${app.host}`;
  const media = mediaOrigins(config);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...GIST_SCRIPTS, ...RECAPTCHA.scripts],
    // Inline styles stay allowed: server-rendered style attributes and the <style> elements Editor.js
    // and the dialog primitives insert carry no nonce (helmet's style-src nonce is only a fallback).
    'style-src': ["'self'"],
    'style-src-elem': ["'self'", "'unsafe-inline'", ...GIST_STYLES],
    'style-src-attr': ["'unsafe-inline'"],
    // Link previews show the linked page's own picture from its own address.
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", socket, ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'", ...new Set(Object.values(EMBED_FRAME_SOURCES).flat()), ...RECAPTCHA.frames],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
  };
  if (app.protocol === 'https:') directives['upgrade-insecure-requests'] = [];
  return directives;
}

export default fp<SecurityHeadersOptions>(
  async (app, options) => {
    await app.register(helmet, {
      enableCSPNonces: true,
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityDirectives(options) },
      frameguard: { action: 'sameorigin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Only meaningful over https; on http a browser ignores it and a proxy in front may differ.
      strictTransportSecurity: options.config.secureCookies ? { maxAge: 15_552_000 } : false,
      // Uploaded pictures may be shown by other sites and by link-preview cards elsewhere.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // A window that opens ours cannot reach into it; the sign-in popup we open ourselves must
      // keep its opener to hand back the outcome (links we open to other sites use noopener).
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers' },
);
