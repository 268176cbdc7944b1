export { ChatListItem } from './ChatListItem.tsx';
export { MessageComposer } from './MessageComposer.tsx';
export { MessageList } from './MessageList.tsx';
export { useConversation } from './useConversation.ts';
export { useUnreadChats, useUnreadChatsChanged } from './unread-chats.ts';
export { MessageButton } from './MessageButton.tsx';
