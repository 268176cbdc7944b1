export { BanModal, type BanModalProps } from './BanModal.tsx';
export { Field, FieldError, FormActions, RolesPicker } from './fields.tsx';
export { TopicForm, type TopicDraft } from './TopicForm.tsx';
