// The service catalogue (spec 1 §3): every service a customer can buy, by category, with its default tasks.
// Codes are stable identifiers stored in product flows: never rename one; hide it instead.
import type {
  LocalizedText,
  ServiceCategory,
  ServiceDefinition,
  ServiceGroup,
  ServiceRecurrence,
  TaskTemplate,
} from './catalogue-types.ts';
import {
  advisory,
  agreement,
  boiReport,
  bookkeepingAddOn,
  bookkeepingCatchUp,
  bookkeepingMonthly,
  election83b,
  filing,
  financeProject,
  fractional,
  incorporation,
  investmentRound,
  itin,
  meeting,
  offshoreIncorporation,
  offshoreMaintenance,
  payrollRun,
  payrollSetup,
  periodicFiling,
  setupAndRenew,
  stateRegistration,
  taxForm,
  taxReturn,
  taxSubscription,
  trademark,
} from './templates.ts';

const txt = (en: string, es: string): LocalizedText => ({ en, es });
/** 'Non-disclosure agreement' → 'non-disclosure agreement', but 'SAFE agreement' stays. */
const lowerFirst = (s: string): string => (/^.[A-Z0-9]/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
const inSentence = (name: LocalizedText): LocalizedText => txt(lowerFirst(name.en), lowerFirst(name.es));

interface Options {
  recurrence?: ServiceRecurrence;
  hidden?: boolean;
}

function service(
  code: string,
  category: ServiceCategory,
  group: ServiceGroup,
  name: LocalizedText,
  tasks: TaskTemplate[],
  opts: Options = {},
): ServiceDefinition {
  return { code, category, group, name, hidden: opts.hidden ?? false, recurrence: opts.recurrence ?? null, tasks };
}

const MONTHLY = { recurrence: 'MONTHLY' } as const;
const QUARTERLY = { recurrence: 'QUARTERLY' } as const;
const YEARLY = { recurrence: 'YEARLY' } as const;

// ---------------------------------------------------------------- accounting: bookkeeping

function bookkeeping(): ServiceDefinition[] {
  const b = (code: string, name: LocalizedText, tasks: TaskTemplate[], opts: Options = MONTHLY) =>
    service(code, 'ACCOUNTING', 'BOOKKEEPING', name, tasks, opts);
  const tiers = [
    ['4_6', '4-6'],
    ['7_11', '7-11'],
    ['12_20', '12-20'],
  ] as const;
  return [
    b('BOOKKEEPING_SUPPORT', txt('Bookkeeping support', 'Soporte de contabilidad'), bookkeepingMonthly()),
    b(
      'BOOKKEEPING_CONSOLIDATION',
      txt('Bookkeeping consolidation', 'Consolidación contable'),
      bookkeepingAddOn(txt('the consolidation of entities', 'la consolidación de sociedades'), true),
    ),
    b('BOOKKEEPING_CATCH_UP', txt('Catch-up bookkeeping', 'Contabilidad atrasada'), bookkeepingCatchUp(), {}),
    b(
      'BOOKKEEPING_MONTHLY_STARTER',
      txt('Monthly bookkeeping starter', 'Contabilidad mensual inicial'),
      bookkeepingMonthly(),
    ),
    ...tiers.map(([code, label]) =>
      b(
        `BOOKKEEPING_ADD_ON_BANK_ACCOUNTS_${code}`,
        txt(`Bookkeeping add-on: ${label} bank accounts`, `Complemento contable: ${label} cuentas bancarias`),
        bookkeepingAddOn(txt(`${label} bank accounts`, `${label} cuentas bancarias`), true),
      ),
    ),
    ...tiers.map(([code, label]) =>
      b(
        `BOOKKEEPING_ADD_ON_CARDS_${code}`,
        txt(`Bookkeeping add-on: ${label} cards`, `Complemento contable: ${label} tarjetas`),
        bookkeepingAddOn(txt(`${label} cards`, `${label} tarjetas`), true),
      ),
    ),
    b(
      'BOOKKEEPING_ADD_ON_COST_CENTER',
      txt('Bookkeeping add-on: cost centers', 'Complemento contable: centros de coste'),
      bookkeepingAddOn(txt('cost centers', 'centros de coste'), true),
    ),
    b(
      'BOOKKEEPING_ADD_ON_CRYPTOCURRENCY',
      txt('Bookkeeping add-on: cryptocurrency', 'Complemento contable: criptomonedas'),
      bookkeepingAddOn(txt('cryptocurrency wallets', 'carteras de criptomonedas'), true),
    ),
    b(
      'BOOKKEEPING_ADD_ON_REVENUE_RECOGNITION',
      txt('Bookkeeping add-on: revenue recognition', 'Complemento contable: reconocimiento de ingresos'),
      bookkeepingAddOn(txt('revenue recognition', 'el reconocimiento de ingresos'), true),
    ),
    b('BOOKKEEPING_WEEKLY', txt('Weekly bookkeeping', 'Contabilidad semanal'), bookkeepingMonthly()),
    b(
      'BOOKKEEPING_WEEKLY_MEETING',
      txt('Weekly bookkeeping meeting', 'Reunión semanal de contabilidad'),
      meeting(txt('weekly bookkeeping meeting', 'reunión semanal de contabilidad')),
    ),
  ];
}

// ---------------------------------------------------------------- accounting: business tax subscriptions

function taxSubscriptions(): ServiceDefinition[] {
  const kinds: { code: string; name: LocalizedText; tangible?: boolean }[] = [
    { code: 'SINGLE_MEMBER_LLC', name: txt('single-member LLC', 'LLC unipersonal') },
    { code: 'HOLDING', name: txt('holding company', 'sociedad holding') },
    {
      code: 'OPERATING',
      name: txt('operating company without tangible assets', 'sociedad operativa sin activos tangibles'),
    },
    {
      code: 'OPERATING_TANGIBLE_ASSETS',
      name: txt('operating company with tangible assets', 'sociedad operativa con activos tangibles'),
      tangible: true,
    },
    { code: 'INVESTMENT_FUND', name: txt('investment fund', 'fondo de inversión') },
    { code: 'MATURE_COMPANY', name: txt('mature company', 'empresa consolidada'), tangible: true },
  ];
  return kinds.flatMap(({ code, name, tangible }) => [
    service(
      `TAX_SUBSCRIPTION_${code}`,
      'ACCOUNTING',
      'TAX_SUBSCRIPTION',
      txt(`Business tax subscription: ${name.en}`, `Suscripción fiscal: ${name.es}`),
      taxSubscription(false, tangible),
      YEARLY,
    ),
    service(
      `TAX_SUBSCRIPTION_${code}_WITH_BOOKKEEPING`,
      'ACCOUNTING',
      'TAX_SUBSCRIPTION',
      txt(`Business tax subscription with bookkeeping: ${name.en}`, `Suscripción fiscal con contabilidad: ${name.es}`),
      taxSubscription(true, tangible),
      YEARLY,
    ),
  ]);
}

// ---------------------------------------------------------------- accounting: returns and add-ons

function taxReturns(): ServiceDefinition[] {
  const r = (code: string, name: LocalizedText, tasks: TaskTemplate[], opts: Options = {}) =>
    service(code, 'ACCOUNTING', 'TAX_RETURN', name, tasks, opts);
  return [
    r('TAX_RETURN', txt('Tax return', 'Declaración de impuestos'), taxReturn(false)),
    r(
      'TAX_RETURN_MANUAL_SIGNATURE',
      txt('Tax return with manual signature', 'Declaración de impuestos con firma manual'),
      taxReturn(true),
    ),
    r('INCOME_TAX', txt('Income tax return', 'Declaración del impuesto sobre la renta'), taxReturn(false)),
    r(
      'INCOME_TAX_MANUAL_SIGNATURE',
      txt('Income tax return with manual signature', 'Declaración de la renta con firma manual'),
      taxReturn(true),
      { hidden: true },
    ),
    r(
      'TAX_EXTENSION',
      txt('Tax return extension (Form 7004 / 4868)', 'Prórroga de la declaración (formulario 7004 / 4868)'),
      taxForm(txt('the extension request', 'la solicitud de prórroga')),
    ),
    r(
      'TAX_AMENDED_RETURN',
      txt('Amended tax return', 'Declaración de impuestos rectificativa'),
      taxForm(txt('the amended return', 'la declaración rectificativa'), 'FILES'),
    ),
  ];
}

function taxAddOns(): ServiceDefinition[] {
  const a = (code: string, name: LocalizedText, tasks: TaskTemplate[], opts: Options = {}) =>
    service(code, 'ACCOUNTING', 'TAX_ADD_ON', name, tasks, opts);
  const f1099 = txt('the 1099 forms', 'los formularios 1099');
  const k1 = txt('the K-1 schedules', 'los anexos K-1');
  return [
    a('TAX_1099_UP_TO_5', txt('1099 forms (up to 5)', 'Formularios 1099 (hasta 5)'), taxForm(f1099)),
    a('TAX_1099_6_TO_20', txt('1099 forms (6 to 20)', 'Formularios 1099 (de 6 a 20)'), taxForm(f1099)),
    a('TAX_1099_ADDITIONAL', txt('Additional 1099 form', 'Formulario 1099 adicional'), taxForm(f1099), {
      hidden: true,
    }),
    a(
      'TAX_1099_MONTHLY_TRACKING',
      txt('Monthly 1099 contractor tracking', 'Seguimiento mensual de contratistas 1099'),
      periodicFiling(txt('the contractor payments', 'los pagos a contratistas')),
      MONTHLY,
    ),
    a('TAX_K1_UP_TO_5', txt('K-1 schedules (up to 5 partners)', 'Anexos K-1 (hasta 5 socios)'), taxForm(k1)),
    a('TAX_K1_ADDITIONAL', txt('Additional K-1 schedule', 'Anexo K-1 adicional'), taxForm(k1), { hidden: true }),
    a(
      'TAX_FORM_5472',
      txt('Form 5472 (foreign-owned company)', 'Formulario 5472 (sociedad de propiedad extranjera)'),
      taxForm(txt('Form 5472', 'el formulario 5472')),
    ),
    a(
      'TAX_FORM_5471',
      txt('Form 5471 (foreign subsidiary)', 'Formulario 5471 (filial extranjera)'),
      taxForm(txt('Form 5471', 'el formulario 5471'), 'FILES'),
    ),
    a(
      'TAX_FBAR',
      txt('FBAR (foreign bank accounts report)', 'FBAR (informe de cuentas bancarias extranjeras)'),
      taxForm(txt('the FBAR', 'el FBAR'), 'FILES'),
    ),
    a(
      'TAX_FORM_8938',
      txt('Form 8938 (foreign financial assets)', 'Formulario 8938 (activos financieros extranjeros)'),
      taxForm(txt('Form 8938', 'el formulario 8938'), 'FILES'),
    ),
    a('TAX_ITIN', txt('ITIN application', 'Solicitud de ITIN'), itin()),
    a('TAX_ITIN_RENEWAL', txt('ITIN renewal', 'Renovación de ITIN'), itin(), { hidden: true }),
    a(
      'TAX_STATE_REGISTRATION',
      txt('State tax registration', 'Registro fiscal estatal'),
      stateRegistration(txt('the state tax registration', 'el registro fiscal estatal')),
    ),
    a(
      'TAX_STATE_REGISTRATION_ADDITIONAL_STATE',
      txt('State tax registration: additional state', 'Registro fiscal estatal: estado adicional'),
      stateRegistration(txt('the additional state registration', 'el registro en el estado adicional')),
    ),
    a(
      'TAX_STATE_RETURN_ADDITIONAL_STATE',
      txt('State tax return: additional state', 'Declaración estatal: estado adicional'),
      taxForm(txt('the state return', 'la declaración estatal'), 'FILES'),
    ),
    a(
      'TAX_SALES_TAX_REGISTRATION',
      txt('Sales tax registration', 'Registro del impuesto sobre ventas'),
      stateRegistration(txt('the sales tax registration', 'el registro del impuesto sobre ventas')),
    ),
    a(
      'TAX_SALES_TAX_MONTHLY',
      txt('Monthly sales tax filing', 'Declaración mensual del impuesto sobre ventas'),
      periodicFiling(txt('the sales tax return', 'la declaración del impuesto sobre ventas')),
      MONTHLY,
    ),
    a(
      'TAX_SALES_TAX_QUARTERLY',
      txt('Quarterly sales tax filing', 'Declaración trimestral del impuesto sobre ventas'),
      periodicFiling(txt('the sales tax return', 'la declaración del impuesto sobre ventas')),
      QUARTERLY,
    ),
    a(
      'TAX_ESTIMATED_QUARTERLY',
      txt('Quarterly estimated taxes', 'Pagos trimestrales estimados'),
      periodicFiling(txt('the estimated tax payment', 'el pago estimado de impuestos')),
      QUARTERLY,
    ),
    a(
      'TAX_DELAWARE_FRANCHISE',
      txt('Delaware franchise tax and annual report', 'Impuesto de franquicia e informe anual de Delaware'),
      taxForm(txt('the Delaware franchise tax', 'el impuesto de franquicia de Delaware')),
      YEARLY,
    ),
    a(
      'TAX_CALIFORNIA_FRANCHISE',
      txt('California franchise tax', 'Impuesto de franquicia de California'),
      taxForm(txt('the California franchise tax', 'el impuesto de franquicia de California')),
      YEARLY,
    ),
    a(
      'TAX_TEXAS_FRANCHISE',
      txt('Texas franchise tax report', 'Informe del impuesto de franquicia de Texas'),
      taxForm(txt('the Texas franchise tax report', 'el informe de franquicia de Texas')),
      { ...YEARLY, hidden: true },
    ),
    a(
      'TAX_TEXAS_PUBLIC_INFORMATION_REPORT',
      txt('Texas public information report', 'Informe de información pública de Texas'),
      taxForm(txt('the public information report', 'el informe de información pública')),
      { ...YEARLY, hidden: true },
    ),
    a(
      'TAX_WYOMING_ANNUAL_REPORT',
      txt('Wyoming annual report and license tax', 'Informe anual e impuesto de licencia de Wyoming'),
      taxForm(txt('the Wyoming annual report', 'el informe anual de Wyoming')),
      { ...YEARLY, hidden: true },
    ),
    a(
      'TAX_R_AND_D_CREDIT',
      txt('R&D tax credit (Form 6765)', 'Crédito fiscal por I+D (formulario 6765)'),
      taxForm(txt('the R&D credit study', 'el estudio del crédito por I+D'), 'FILES'),
    ),
    a(
      'TAX_ENTITY_CLASSIFICATION',
      txt('Entity classification election (Form 8832 / 2553)', 'Elección de clasificación (formulario 8832 / 2553)'),
      taxForm(txt('the classification election', 'la elección de clasificación')),
    ),
    a(
      'TAX_W8_W9',
      txt('W-8 / W-9 forms preparation', 'Preparación de formularios W-8 / W-9'),
      taxForm(txt('the W-8 / W-9 forms', 'los formularios W-8 / W-9')),
    ),
    a(
      'TAX_NOTICE_RESPONSE',
      txt('IRS or state notice response', 'Respuesta a notificación del IRS o estatal'),
      taxForm(txt('the notice response', 'la respuesta a la notificación'), 'FILES'),
    ),
    a(
      'TAX_PLANNING_SESSION',
      txt('Tax planning session', 'Sesión de planificación fiscal'),
      advisory(txt('the tax plan', 'el plan fiscal')),
    ),
    a(
      'TAX_FOREIGN_SUBSIDIARY_REVIEW',
      txt('International structure tax review', 'Revisión fiscal de la estructura internacional'),
      advisory(txt('the structure review', 'la revisión de la estructura')),
    ),
  ];
}

// ---------------------------------------------------------------- payroll

function payroll(): ServiceDefinition[] {
  const p = (code: string, name: LocalizedText, tasks: TaskTemplate[], opts: Options = {}) =>
    service(code, 'PAYROLL', 'PAYROLL', name, tasks, opts);
  return [
    p(
      'PAYROLL_STATE_REGISTRATION',
      txt('Payroll state registration', 'Registro estatal de nómina'),
      stateRegistration(txt('the payroll state registration', 'el registro estatal de nómina')),
    ),
    p(
      'PAYROLL_STATE_REGISTRATION_ADDITIONAL_STATE',
      txt('Payroll registration: additional state', 'Registro de nómina: estado adicional'),
      stateRegistration(txt('the additional state registration', 'el registro en el estado adicional')),
    ),
    p(
      'PAYROLL_SETUP',
      txt('Payroll setup', 'Alta de la nómina'),
      payrollSetup(txt('the payroll setup', 'el alta de la nómina')),
    ),
    p('PAYROLL_STARTER', txt('Payroll starter plan', 'Plan de nómina inicial'), payrollRun(), MONTHLY),
    p('PAYROLL_GROWTH', txt('Payroll growth plan', 'Plan de nómina de crecimiento'), payrollRun(), MONTHLY),
    p(
      'PAYROLL_ADD_IN_EMPLOYEE',
      txt('Payroll add-in: per employee', 'Complemento de nómina: por empleado'),
      payrollSetup(txt('the new employee', 'el nuevo empleado')),
      MONTHLY,
    ),
    p(
      'PAYROLL_CONTRACTOR_PAYMENTS',
      txt('Contractor payments', 'Pagos a contratistas'),
      periodicFiling(txt('the contractor payments', 'los pagos a contratistas')),
      MONTHLY,
    ),
    p(
      'PAYROLL_QUARTERLY_FILINGS',
      txt('Quarterly payroll filings (Form 941)', 'Declaraciones trimestrales de nómina (formulario 941)'),
      periodicFiling(txt('Form 941', 'el formulario 941')),
      QUARTERLY,
    ),
    p(
      'PAYROLL_YEAR_END',
      txt('Payroll year-end (W-2 and W-3)', 'Cierre anual de nómina (W-2 y W-3)'),
      taxForm(txt('the W-2 and W-3 forms', 'los formularios W-2 y W-3')),
      YEARLY,
    ),
    p(
      'PAYROLL_BENEFITS_ADMINISTRATION',
      txt('Benefits administration', 'Administración de beneficios'),
      periodicFiling(txt('the benefits deductions', 'las deducciones de beneficios')),
      MONTHLY,
    ),
  ];
}

// ---------------------------------------------------------------- legal

function incorporations(): ServiceDefinition[] {
  const states: { code: string; name: LocalizedText; where: LocalizedText; hidden?: boolean }[] = [
    { code: 'US', name: txt('US incorporation', 'Constitución en EE. UU.'), where: txt('the state', 'el estado') },
    {
      code: 'DELAWARE',
      name: txt('Delaware incorporation', 'Constitución en Delaware'),
      where: txt('the Delaware Division of Corporations', 'la División de Sociedades de Delaware'),
    },
    {
      code: 'DELAWARE_LLC',
      name: txt('Delaware LLC formation', 'Constitución de LLC en Delaware'),
      where: txt('the Delaware Division of Corporations', 'la División de Sociedades de Delaware'),
    },
    {
      code: 'TEXAS',
      name: txt('Texas incorporation', 'Constitución en Texas'),
      where: txt('the Texas Secretary of State', 'la Secretaría de Estado de Texas'),
      hidden: true,
    },
    {
      code: 'WYOMING',
      name: txt('Wyoming incorporation', 'Constitución en Wyoming'),
      where: txt('the Wyoming Secretary of State', 'la Secretaría de Estado de Wyoming'),
      hidden: true,
    },
  ];
  return states.flatMap(({ code, name, where, hidden }) => [
    service(`${code}_INCORPORATION`, 'LEGAL', 'INCORPORATION', name, incorporation(where, false), { hidden }),
    service(
      `${code}_INCORPORATION_EXPEDITED`,
      'LEGAL',
      'INCORPORATION',
      txt(`${name.en} (expedited)`, `${name.es} (urgente)`),
      incorporation(where, true),
      { hidden },
    ),
  ]);
}

function offshore(): ServiceDefinition[] {
  const places = [
    { code: 'CAYMAN', name: txt('Cayman Islands', 'las Islas Caimán') },
    { code: 'BVI', name: txt('British Virgin Islands', 'las Islas Vírgenes Británicas') },
  ];
  return places.flatMap(({ code, name }) => [
    service(
      `${code}_INCORPORATION`,
      'LEGAL',
      'OFFSHORE',
      txt(`${name.en} incorporation`, `Constitución en ${name.es}`),
      offshoreIncorporation(name),
    ),
    service(
      `${code}_MAINTENANCE`,
      'LEGAL',
      'OFFSHORE',
      txt(`${name.en} company maintenance`, `Mantenimiento de sociedad en ${name.es}`),
      offshoreMaintenance(name),
      YEARLY,
    ),
  ]);
}

function boi(): ServiceDefinition[] {
  const years = ['2023', '2024', '2025'];
  return [
    ...years.map((y) =>
      service(`BOI_REPORT_${y}`, 'LEGAL', 'BOI', txt(`BOI report ${y}`, `Informe BOI ${y}`), boiReport()),
    ),
    service(
      'BOI_REPORT_UPDATE',
      'LEGAL',
      'BOI',
      txt('BOI report update', 'Actualización del informe BOI'),
      boiReport(),
    ),
  ];
}

function agreements(): ServiceDefinition[] {
  const list: [string, LocalizedText][] = [
    ['NDA', txt('Non-disclosure agreement', 'Acuerdo de confidencialidad')],
    ['CONSULTING', txt('Consulting agreement', 'Contrato de consultoría')],
    ['OFFER_LETTER', txt('Employment offer letter', 'Carta de oferta de empleo')],
    ['SAFE', txt('SAFE agreement', 'Acuerdo SAFE')],
    ['CONVERTIBLE_NOTE', txt('Convertible note', 'Nota convertible')],
    ['FOUNDER_STOCK_PURCHASE', txt('Founder stock purchase agreement', 'Contrato de compra de acciones de fundadores')],
    ['IP_ASSIGNMENT', txt('IP assignment agreement', 'Contrato de cesión de propiedad intelectual')],
    ['OPERATING_AGREEMENT', txt('LLC operating agreement', 'Acuerdo operativo de LLC')],
    ['SHAREHOLDERS', txt("Shareholders' agreement", 'Pacto de accionistas')],
    ['TERMS_OF_SERVICE', txt('Terms of service', 'Términos del servicio')],
    ['PRIVACY_POLICY', txt('Privacy policy', 'Política de privacidad')],
    ['BOARD_CONSENT', txt('Board consent', 'Acta de consentimiento del consejo')],
    ['STOCK_OPTION_PLAN', txt('Stock option plan', 'Plan de opciones sobre acciones')],
    ['CUSTOM', txt('Custom legal agreement', 'Contrato legal a medida')],
  ];
  return list.map(([code, name]) =>
    service(`LEGAL_AGREEMENT_${code}`, 'LEGAL', 'AGREEMENT', name, agreement(inSentence(name))),
  );
}

function filings(): ServiceDefinition[] {
  const list: [string, LocalizedText, boolean, Options?][] = [
    ['NAME_CHANGE', txt('Company name change', 'Cambio de denominación social'), true],
    ['DISSOLUTION', txt('Company dissolution', 'Disolución de la sociedad'), true],
    ['APOSTILLE', txt('Apostille', 'Apostilla'), false],
    ['DUNS', txt('DUNS number', 'Número DUNS'), false],
    ['EIN', txt('EIN application', 'Solicitud de EIN'), true],
    ['REGISTERED_AGENT_CHANGE', txt('Registered agent change', 'Cambio de agente registrado'), true],
    [
      'FOREIGN_QUALIFICATION',
      txt('Foreign qualification in another state', 'Registro como sociedad foránea en otro estado'),
      true,
    ],
    ['GOOD_STANDING', txt('Certificate of good standing', 'Certificado de vigencia'), false],
    ['ARTICLES_AMENDMENT', txt('Amendment of the articles', 'Modificación de los estatutos'), true],
    ['LLC_TO_C_CORP', txt('LLC to C-Corp conversion', 'Conversión de LLC a C-Corp'), true],
    ['AUTHORIZED_SHARES_INCREASE', txt('Increase of authorized shares', 'Ampliación de acciones autorizadas'), true],
    ['ANNUAL_REPORT', txt('State annual report', 'Informe anual estatal'), false, YEARLY],
    ['TEXAS_DISSOLUTION', txt('Texas company dissolution', 'Disolución de sociedad en Texas'), true, { hidden: true }],
    [
      'WYOMING_DISSOLUTION',
      txt('Wyoming company dissolution', 'Disolución de sociedad en Wyoming'),
      true,
      { hidden: true },
    ],
  ];
  return list.map(([code, name, sign, opts]) =>
    service(`FILING_${code}`, 'LEGAL', 'FILING', name, filing(inSentence(name), sign), opts),
  );
}

function trademarks(): ServiceDefinition[] {
  return [
    service(
      'TRADEMARK_SEARCH',
      'LEGAL',
      'TRADEMARK',
      txt('Trademark search', 'Búsqueda de marca'),
      advisory(txt('the trademark search', 'la búsqueda de marca')),
    ),
    service(
      'TRADEMARK_REGISTRATION',
      'LEGAL',
      'TRADEMARK',
      txt('Trademark registration', 'Registro de marca'),
      trademark(txt('trademark application', 'la solicitud de marca')),
    ),
    service(
      'TRADEMARK_ADDITIONAL_CLASS',
      'LEGAL',
      'TRADEMARK',
      txt('Trademark: additional class', 'Marca: clase adicional'),
      trademark(txt('additional class', 'la clase adicional')),
    ),
    service(
      'TRADEMARK_OFFICE_ACTION',
      'LEGAL',
      'TRADEMARK',
      txt('Trademark office action response', 'Respuesta a requerimiento de la oficina de marcas'),
      trademark(txt('office action response', 'la respuesta al requerimiento')),
    ),
  ];
}

function equity(): ServiceDefinition[] {
  return [
    service('ELECTION_83B', 'LEGAL', 'EQUITY', txt('83(b) election', 'Elección 83(b)'), election83b()),
    service(
      'CAP_TABLE_SETUP',
      'LEGAL',
      'EQUITY',
      txt('Cap table setup', 'Creación de la tabla de capitalización'),
      financeProject(txt('cap table', 'la tabla de capitalización')),
    ),
  ];
}

// ---------------------------------------------------------------- finance

function finance(): ServiceDefinition[] {
  const project = (code: string, name: LocalizedText, opts: Options = {}) =>
    service(code, 'FINANCE', 'FINANCE_PROJECT', name, financeProject(inSentence(name)), opts);
  return [
    service(
      'FRACTIONAL_CFO',
      'FINANCE',
      'FRACTIONAL',
      txt('Fractional CFO', 'CFO a tiempo parcial'),
      fractional(txt('Fractional CFO', 'CFO a tiempo parcial')),
      MONTHLY,
    ),
    service(
      'FRACTIONAL_CONTROLLER',
      'FINANCE',
      'FRACTIONAL',
      txt('Fractional controller', 'Controller a tiempo parcial'),
      fractional(txt('Fractional controller', 'Controller a tiempo parcial')),
      MONTHLY,
    ),
    project('FINANCIAL_MODEL', txt('Financial model', 'Modelo financiero')),
    project('BUDGET_AND_FORECAST', txt('Budget and forecast', 'Presupuesto y previsión')),
    project('BOARD_PACK', txt('Board meeting financial pack', 'Paquete financiero para el consejo'), QUARTERLY),
    project('INVESTOR_UPDATE', txt('Investor update', 'Informe para inversores'), MONTHLY),
    project('VALUATION_409A', txt('409A valuation', 'Valoración 409A')),
    project('DUE_DILIGENCE_SUPPORT', txt('Due diligence support', 'Apoyo en due diligence')),
  ];
}

// ---------------------------------------------------------------- extras (the provider's other offers)

function extras(): ServiceDefinition[] {
  return [
    service(
      'US_ADDRESS',
      'LEGAL',
      'EXTRAS',
      txt('US business address', 'Dirección comercial en EE. UU.'),
      setupAndRenew(txt('US business address', 'la dirección comercial')),
      YEARLY,
    ),
    service(
      'REGISTERED_AGENT',
      'LEGAL',
      'EXTRAS',
      txt('Registered agent', 'Agente registrado'),
      setupAndRenew(txt('registered agent', 'el agente registrado')),
      YEARLY,
    ),
    service(
      'REGISTERED_AGENT_TEXAS',
      'LEGAL',
      'EXTRAS',
      txt('Registered agent in Texas', 'Agente registrado en Texas'),
      setupAndRenew(txt('registered agent', 'el agente registrado')),
      { ...YEARLY, hidden: true },
    ),
    service(
      'REGISTERED_AGENT_WYOMING',
      'LEGAL',
      'EXTRAS',
      txt('Registered agent in Wyoming', 'Agente registrado en Wyoming'),
      setupAndRenew(txt('registered agent', 'el agente registrado')),
      { ...YEARLY, hidden: true },
    ),
    service('INVESTMENT_ROUND', 'FINANCE', 'EXTRAS', txt('Investment round', 'Ronda de inversión'), investmentRound()),
  ];
}

export const SERVICE_CATALOGUE: readonly ServiceDefinition[] = Object.freeze([
  ...bookkeeping(),
  ...taxSubscriptions(),
  ...taxReturns(),
  ...taxAddOns(),
  ...payroll(),
  ...incorporations(),
  ...offshore(),
  ...boi(),
  ...agreements(),
  ...filings(),
  ...trademarks(),
  ...equity(),
  ...finance(),
  ...extras(),
]);

const BY_CODE: ReadonlyMap<string, ServiceDefinition> = new Map(SERVICE_CATALOGUE.map((s) => [s.code, s]));

/** The service of a code, hidden ones included (existing flows keep their code); undefined if unknown. */
export function serviceByCode(code: string): ServiceDefinition | undefined {
  return BY_CODE.get(code);
}

/** The services a customer can be offered or staff can start a flow from: not hidden, optionally one category. */
export function selectableServices(category?: ServiceCategory): ServiceDefinition[] {
  return SERVICE_CATALOGUE.filter((s) => !s.hidden && (category === undefined || s.category === category));
}

/** The display name of a service in a language ('es' or anything else for English). */
export function serviceName(service: ServiceDefinition, language: string): string {
  return language.startsWith('es') ? service.name.es : service.name.en;
}
