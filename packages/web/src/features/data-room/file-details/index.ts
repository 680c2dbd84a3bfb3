export { FileDetailsDrawer, type FileDetailsDrawerProps, type FileDetailsTab } from './FileDetailsDrawer';
export { RedFlagsList } from './RedFlagsList';
export { RedFlagsPanel } from './RedFlagsPanel';
export { SummaryPanel } from './SummaryPanel';
export { DownloadButton } from './FileDetailsHeader';
