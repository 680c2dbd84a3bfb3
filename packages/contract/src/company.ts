import { z } from 'zod';
import { ACCOUNT_TYPES } from './enums.ts';

/** Industries offered by the company forms (spec 1 §9: 32 options). 'Others' reveals a free-text industry. */
export const INDUSTRIES = [
  'Advertising',
  'Agriculture',
  'Artificial Intelligence',
  'Biotechnology',
  'Blockchain',
  'Consulting',
  'Consumer Goods',
  'Cybersecurity',
  'eCommerce',
  'Education',
  'Energy',
  'Entertainment',
  'Fintech',
  'Food and Beverage',
  'Gaming',
  'Healthcare',
  'Hospitality',
  'Hardware',
  'Individual',
  'Insurance',
  'Logistics',
  'Manufacturing',
  'Marketplace',
  'Media',
  'Real Estate',
  'Retail',
  'Robotics',
  'Software as a Service',
  'Telecommunications',
  'Transportation',
  'Travel',
  'Others',
] as const;
export const OTHER_INDUSTRY = 'Others';

/** Latest financial stage (spec 1 §9). */
export const FUNDING_STAGES = [
  'Pre-seed',
  'Seed',
  'Angel',
  'Private Equity',
  'Debt Financing',
  'Convertible Note',
  'Grant',
  'Bootstrapped',
  'Corporate Round',
  'Equity Crowdfunding',
  'Product Crowdfunding',
  'Secondary Market',
  'Post-IPO Equity',
  'Series A',
  'Series B',
  'Series C',
  'Series D',
  'Series E',
  'Series F',
  'Series G',
  'Series H',
  'Series I',
  'Series J',
] as const;

export const EMPLOYEE_RANGES = ['2-10', '11-50', '51-200', '201-500', '501-1000', '+1000'] as const;

/** Job titles, list A (owner and team forms) and list B (used elsewhere), spec 1 §3. */
export const JOB_TITLES = [
  'Co-Founder',
  'CEO',
  'CTO',
  'CFO',
  'Finance Manager',
  'Accounting Manager',
  'Other',
  'Secretary',
  'Treasurer',
] as const;
export const JOB_TITLES_B = [
  'CEO',
  'CFO',
  'CTO',
  'COO',
  'President',
  'Accounting Manager',
  'Finance Manager',
  'Treasurer',
  'Secretary',
  'Director',
  'Other',
  'Co-Founder',
] as const;
export const OTHER_JOB_TITLE = 'Other';

export const COMPANY_TYPES = ['Operating', 'Holding'] as const;
export const DESCRIPTION_MAX = 250;

/** Year-founded options: the last 20 years starting from the current year (spec 1 §9). */
export function yearFoundedOptions(now = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: 20 }, (_, i) => year - i);
}

/** URLs without a scheme get https:// prepended (spec 1 §5). */
export function withScheme(url: string): string {
  const u = url.trim();
  if (!u) return u;
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(u) ? u : `https://${u}`;
}

export const addressSchema = z.object({
  externalId: z.string(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.number().int().nullable(),
});

export const companyContextSchema = z.object({
  cashOnHand: z.number().nullable(),
  monthlyRevenue: z.number().nullable(),
  totalFundingReceived: z.number().nullable(),
  ebitda: z.number().nullable(),
  companyDescription: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedIn: z.string().nullable(),
  industry: z.string().nullable(),
});

/** A company as the API returns it (spec 1 §3). The address and context are parts of the company record. */
export const companySchema = z.object({
  externalId: z.string(),
  companyName: z.string(),
  legalName: z.string().nullable(),
  atriumCompanyAccountType: z.enum(ACCOUNT_TYPES),
  country: z.string().nullable(),
  url: z.string().nullable(),
  telephone: z.string().nullable(),
  yearFounded: z.number().int().nullable(),
  startupStage: z.string().nullable(),
  numberOfEmployees: z.string().nullable(),
  keyInvestors: z.string().nullable(),
  delawareCCorp: z.boolean(),
  address: addressSchema,
  tenant: z.object({ name: z.string(), externalId: z.string() }),
  companyContext: companyContextSchema,
});
export type Company = z.infer<typeof companySchema>;

/**
 * The profile fields a company is created or updated with, as the server stores them. Each form (onboarding,
 * admin, edit modal) has its own schema with its own messages and maps onto this.
 */
export const companyProfileInput = z.object({
  companyName: z.string().trim().min(1).max(200),
  legalName: z.string().trim().max(200).nullish(),
  country: z.string().trim().max(2).nullish(),
  url: z.string().trim().max(500).nullish(),
  telephone: z.string().trim().max(40).nullish(),
  yearFounded: z.number().int().min(1800).max(3000).nullish(),
  startupStage: z.string().trim().max(100).nullish(),
  numberOfEmployees: z.string().trim().max(20).nullish(),
  keyInvestors: z.string().trim().max(1000).nullish(),
  delawareCCorp: z.boolean().nullish(),
  streetAddress: z.string().trim().max(300).nullish(),
  city: z.string().trim().max(120).nullish(),
  state: z.string().trim().max(120).nullish(),
  zipCode: z.number().int().min(0).max(9_999_999_999).nullish(),
  description: z.string().trim().max(DESCRIPTION_MAX).nullish(),
  industry: z.string().trim().max(120).nullish(),
  ebitda: z.number().nullish(),
  cashOnHand: z.number().nullish(),
  monthlyRevenue: z.number().nullish(),
  totalFundingReceived: z.number().nullish(),
  twitter: z.string().trim().max(300).nullish(),
  instagram: z.string().trim().max(300).nullish(),
  linkedIn: z.string().trim().max(300).nullish(),
});
export type CompanyProfileInput = z.infer<typeof companyProfileInput>;

export const companyNameCheckReply = z.object({ available: z.boolean() });
