/** What other code may use from the assistant feature: the AI button, the lazily loaded drawer, and the opener. */
export { AssistantButton } from './components/AssistantButton';
export { AssistantHost } from './components/AssistantHost';
export { openAssistant, closeAssistant, assistantDrawerStore } from './store';
export type { AssistantScope } from './context';
