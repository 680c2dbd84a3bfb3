import BusinessIcon from '@mui/icons-material/BusinessOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import PieChartIcon from '@mui/icons-material/PieChart';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggestOutlined';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import FolderCopyIcon from '@mui/icons-material/FolderCopyOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** An icon per landing card, by section slug (spec 3 §2.7). */
export const SECTION_ICONS: Record<string, SvgIconComponent> = {
  corporate: BusinessIcon,
  'human-resources': GroupsIcon,
  'stockholder-information': PieChartIcon,
  operations: SettingsSuggestIcon,
  'intellectual-property': LightbulbIcon,
  finance: AccountBalanceIcon,
  'other-documents': FolderCopyIcon,
};
