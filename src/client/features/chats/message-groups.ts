import type { MessageDto } from '../../../shared/dto/chat.ts';

const GROUP_GAP_MS = 10 * 60 * 1000;

export interface MessageGroup {
  key: number;
  user: MessageDto['user'];
  messages: MessageDto[];
}

export function groupMessages(messages: readonly MessageDto[]): MessageGroup[] {
  const groups: MessageGroup[] = [];
  for (const message of messages) {
    const last = groups.at(-1);
    const previous = last?.messages.at(-1);
    if (last && previous && previous.user_id === message.user_id && Date.parse(message.created_at) - Date.parse(previous.created_at) < GROUP_GAP_MS) {
      last.messages.push(message);
    } else {
      groups.push({ key: message.id, user: message.user, messages: [message] });
    }
  }
  return groups;
}

export function mergeMessages(current: readonly MessageDto[], more: readonly MessageDto[]): MessageDto[] {
  const byId = new Map(current.map((message) => [message.id, message]));
  for (const message of more) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}
