import { Type } from 'typebox';
import { PERSONAL_ICON_ID_MAX } from '../dto/personal-icon.ts';
import { defineCalls } from './call.ts';
import { PersonalIconAnswer } from './posts.ts';

const OwnIcon = Type.Object({
  personal_icon: Type.Union([PersonalIconAnswer, Type.Null()]),
  personal_icon_enabled: Type.Boolean(),
});

export const personalIcons = defineCalls('personalIcons', {
  list: {
    method: 'GET',
    path: '/personal-icons',
    summary: 'The personal icons a member may choose from',
    answer: Type.Object({ data: Type.Array(PersonalIconAnswer) }),
  },
  choose: {
    method: 'POST',
    path: '/personal-icon',
    summary: 'Choose your own personal icon (null removes it)',
    signedIn: true,
    body: Type.Object({ icon_id: Type.Union([Type.String({ minLength: 1, maxLength: PERSONAL_ICON_ID_MAX }), Type.Null()]) }),
    answer: OwnIcon,
  },
  status: {
    method: 'POST',
    path: '/personal-icon/status',
    summary: 'Show or hide your personal icon beside your name',
    signedIn: true,
    body: Type.Object({ status: Type.Boolean() }),
    answer: OwnIcon,
  },
});
