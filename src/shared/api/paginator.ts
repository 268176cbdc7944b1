import { Type, type TSchema } from 'typebox';

export const paginatorAnswer = <Item extends TSchema>(item: Item) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    first_page_url: Type.String(),
    next_page_url: Type.Union([Type.String(), Type.Null()]),
    last_page: Type.Integer(),
    path: Type.String(),
    total: Type.Integer(),
    to: Type.Union([Type.Integer(), Type.Null()]),
  });
