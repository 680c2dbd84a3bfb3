/** What other code may use from the language feature. */
export { LanguageToggle } from './LanguageToggle';
