// Every call names its item by type and id, so comments use the same calls as posts.
import { Type } from 'typebox';
import { REACTION_TARGETS } from '../dto/reaction.ts';
import { defineCalls } from './call.ts';
import { Problem } from './problem.ts';
import { paginatorAnswer } from './paginator.ts';
import { Cursor, SubsiteCardAnswer } from './posts.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Target = Type.Enum(REACTION_TARGETS);
const Value = Type.Union([Type.Literal(1), Type.Literal(-1)]);
const NullableValue = Type.Union([Value, Type.Null()]);

const ReactionCount = Type.Object({ reaction_id: Type.Integer(), count: Type.Integer(), reaction: Type.Object({ image_url: Type.String() }) });
const OwnReaction = Type.Union([Type.Object({ reaction_id: Type.Integer() }), Type.Null()]);

export const reactionFieldsAnswer = {
  reaction_sum: Type.Integer(),
  disreaction_sum: Type.Integer(),
  reaction_value: NullableValue,
  reaction: OwnReaction,
  reactions: Type.Array(ReactionCount),
  reaction_count: Type.Integer(),
};

export const reactions = defineCalls('reactions', {
  like: {
    method: 'POST',
    path: '/like',
    summary: 'Like (1) or dislike (-1) an item; the same value again clears it, the other switches it',
    signedIn: true,
    body: Type.Object({ likeable: Target, id: Id, value: Value }),
    answer: Type.Object({
      reaction_sum: Type.Integer(),
      disreaction_sum: Type.Integer(),
      likesCount: Type.Integer(),
      dislikesCount: Type.Integer(),
      reaction_value: NullableValue,
    }),
    errors: { 403: Problem },
  },
  likers: {
    method: 'GET',
    path: '/likers',
    summary: 'Who liked (value=1) or disliked (value=-1) an item, newest first',
    query: Type.Object({ likeable: Target, id: Id, value: Value, cursor: Cursor }),
    answer: paginatorAnswer(Type.Object({ user: SubsiteCardAnswer, value: Value })),
  },
  react: {
    method: 'POST',
    path: '/reaction',
    summary: 'Give an item a rich reaction (one per member); the same one again removes it',
    signedIn: true,
    body: Type.Object({ reactionable: Target, id: Id, reaction_id: Id }),
    answer: Type.Object({ reaction: OwnReaction, reactions: Type.Array(ReactionCount), reaction_count: Type.Integer() }),
    errors: { 403: Problem },
  },
  set: {
    method: 'GET',
    path: '/reactions',
    summary: 'The reaction set the picker offers, in order',
    answer: Type.Array(Type.Object({ id: Type.Integer(), image_url: Type.String() })),
  },
});
