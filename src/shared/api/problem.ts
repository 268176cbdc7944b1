import { Type } from 'typebox';

/** The shape of every error answer: what the errors plugin sends. */
export const Problem = Type.Object({ message: Type.String() });
