import { roleLabel } from '@atrium/contract';
import i18n from './i18n';
import type { KeysUnder } from './i18n-keys';

type RoleWord = KeysUnder<'common.roles'>;
const WORDS: Record<string, RoleWord> = {
  admin: 'admin',
  viewer: 'viewer',
  standard: 'standard',
  kam: 'kam',
  expert: 'expert',
  superadmin: 'superadmin',
  employee: 'employee',
};

/**
 * A role's label in the user's language: the spec's label (roleLabel: the role name's last word, 'KAM' upper case)
 * translated when it is one of the known role words; any other role shows roleLabel as it is.
 */
export function roleText(name: string): string {
  const word = WORDS[(name.split('-').pop() ?? name).toLowerCase()];
  return word ? i18n.t(`common.roles.${word}`) : roleLabel(name);
}
