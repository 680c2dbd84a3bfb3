/** What other code may use from the tasks feature. */
export { taskKeys, flowKeys } from './keys';
export { StatusChip } from './components/StatusChip';
export { WaitingTasksCard } from './home/WaitingTasksCard';
