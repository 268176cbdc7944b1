// Every call answers the whole list it changed, in its new order, so the screen shows what readers now get.
import { Type, type TSchema } from 'typebox';
import { ASSET_LIMITS } from '../dto/admin-assets.ts';
import { PERSONAL_ICON_ID_MAX } from '../dto/personal-icon.ts';
import { defineCalls } from './call.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const IconId = Type.String({ minLength: 1, maxLength: PERSONAL_ICON_ID_MAX });
const Name = Type.String({ minLength: 1, maxLength: ASSET_LIMITS.name });
const ReasonName = Type.String({ minLength: 1, maxLength: ASSET_LIMITS.reason });
const Binary = Type.String({ format: 'binary' });

const Reaction = Type.Object({ id: Type.Integer(), name: Type.String(), image_url: Type.String(), enabled: Type.Boolean() });
const Icon = Type.Object({ id: Type.String(), name: Type.String(), path: Type.String(), enabled: Type.Boolean() });
const Reason = Type.Object({ id: Type.Integer(), name: Type.String(), name_en: Type.String(), enabled: Type.Boolean() });

const listOf = <T extends TSchema>(item: T) => Type.Object({ data: Type.Array(item) });
const order = <T extends TSchema>(id: T) => Type.Object({ ids: Type.Array(id, { minItems: 1, maxItems: ASSET_LIMITS.items }) });

export const adminAssets = defineCalls('adminAssets', {
  addReaction: {
    method: 'POST',
    path: '/admin-panel/assets/reactions',
    summary: 'Add a picture to the reaction set (re-encoded; named after its file until renamed)',
    superAdmin: true,
    upload: Type.Object({ file: Binary }),
    answer: listOf(Reaction),
  },
  orderReactions: {
    method: 'POST',
    path: '/admin-panel/assets/reactions/order',
    summary: 'Put the reaction set in a new order (every picture, each once)',
    superAdmin: true,
    body: order(Id),
    answer: listOf(Reaction),
  },
  changeReaction: {
    method: 'POST',
    path: '/admin-panel/assets/reactions/:id',
    summary: 'Rename a reaction picture, or offer it or stop offering it',
    superAdmin: true,
    params: Type.Object({ id: Id }),
    body: Type.Object({ name: Type.Optional(Name), enabled: Type.Optional(Type.Boolean()) }),
    answer: listOf(Reaction),
  },
  addIcon: {
    method: 'POST',
    path: '/admin-panel/assets/icons',
    summary: 'Add a personal icon (re-encoded; named after its file until renamed)',
    superAdmin: true,
    upload: Type.Object({ file: Binary }),
    answer: listOf(Icon),
  },
  orderIcons: {
    method: 'POST',
    path: '/admin-panel/assets/icons/order',
    summary: 'Put the personal icons in a new order (every icon, each once)',
    superAdmin: true,
    body: order(IconId),
    answer: listOf(Icon),
  },
  changeIcon: {
    method: 'POST',
    path: '/admin-panel/assets/icons/:id',
    summary: 'Rename a personal icon, or offer it or stop offering it',
    superAdmin: true,
    params: Type.Object({ id: IconId }),
    body: Type.Object({ name: Type.Optional(Name), enabled: Type.Optional(Type.Boolean()) }),
    answer: listOf(Icon),
  },
  addReason: {
    method: 'POST',
    path: '/admin-panel/assets/reasons',
    summary: 'Add a report reason, in Russian and English',
    superAdmin: true,
    body: Type.Object({ name: ReasonName, name_en: ReasonName }),
    answer: listOf(Reason),
  },
  orderReasons: {
    method: 'POST',
    path: '/admin-panel/assets/reasons/order',
    summary: 'Put the report reasons in a new order (every reason, each once)',
    superAdmin: true,
    body: order(Id),
    answer: listOf(Reason),
  },
  changeReason: {
    method: 'POST',
    path: '/admin-panel/assets/reasons/:id',
    summary: 'Rename a report reason, or offer it or stop offering it (reports keep citing it)',
    superAdmin: true,
    params: Type.Object({ id: Id }),
    body: Type.Object({ name: Type.Optional(ReasonName), name_en: Type.Optional(ReasonName), enabled: Type.Optional(Type.Boolean()) }),
    answer: listOf(Reason),
  },
});
