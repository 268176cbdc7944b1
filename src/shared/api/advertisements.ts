import { Type } from 'typebox';
import { AD_LIMITS } from '../advertisements.ts';
import { defineCalls } from './call.ts';

/** AD_POSITIONS, spelled out so the type is the union. */
const Position = Type.Union([Type.Literal('supbar'), Type.Literal('rightbar'), Type.Literal('feed-item'), Type.Literal('under_post')]);
const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });
/** An instant as the browser's `toISOString()` writes it; checked to be a real date by the server. */
const Instant = Type.Union([Type.String({ maxLength: 40 }), Type.Null()]);

export const AdvertisementInput = Type.Object({
  title: Type.String({ maxLength: AD_LIMITS.title }),
  position: Position,
  html_content: Type.String({ maxLength: AD_LIMITS.html }),
  css_content: Type.String({ maxLength: AD_LIMITS.css }),
  js_content: Type.String({ maxLength: AD_LIMITS.js }),
  enabled: Type.Boolean(),
  starts_at: Instant,
  ends_at: Instant,
  every: Type.Union([Type.Integer({ minimum: 1, maximum: AD_LIMITS.every }), Type.Null()]),
  sort_order: Type.Integer({ minimum: -AD_LIMITS.sortOrder, maximum: AD_LIMITS.sortOrder }),
});

const AdminAdvertisement = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  position: Position,
  html_content: Type.String(),
  css_content: Type.String(),
  js_content: Type.String(),
  enabled: Type.Boolean(),
  starts_at: Type.Union([Type.String(), Type.Null()]),
  ends_at: Type.Union([Type.String(), Type.Null()]),
  every: Type.Union([Type.Integer(), Type.Null()]),
  sort_order: Type.Integer(),
  is_showing: Type.Boolean(),
});

export const advertisements = defineCalls('advertisements', {
  create: {
    method: 'POST',
    path: '/admin-panel/advertisements',
    summary: 'A super admin adds an advertisement',
    superAdmin: true,
    body: AdvertisementInput,
    answer: AdminAdvertisement,
  },
  update: {
    method: 'POST',
    path: '/admin-panel/advertisements/:id',
    summary: 'A super admin rewrites an advertisement',
    superAdmin: true,
    params: IdParams,
    body: AdvertisementInput,
    answer: AdminAdvertisement,
  },
  setEnabled: {
    method: 'POST',
    path: '/admin-panel/advertisements/:id/enabled',
    summary: 'A super admin turns an advertisement on or off',
    superAdmin: true,
    params: IdParams,
    body: Type.Object({ enabled: Type.Boolean() }),
    answer: AdminAdvertisement,
  },
  remove: {
    method: 'DELETE',
    path: '/admin-panel/advertisements/:id',
    summary: 'A super admin deletes an advertisement',
    superAdmin: true,
    params: IdParams,
  },
});
