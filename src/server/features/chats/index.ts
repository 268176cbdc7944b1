export { sendMessage, startChat } from './chats.commands.ts';
