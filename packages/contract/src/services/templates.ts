// Default task templates of the service catalogue, one builder per service family.
// A flow created from a service starts with these tasks; staff add, remove and reassign from there.
import type { LocalizedText, TaskTemplate, TemplateTaskKind } from './catalogue-types.ts';

const txt = (en: string, es: string): LocalizedText => ({ en, es });

/** Staff work, prepared by a staff member; reviewed unless said otherwise. */
function staff(
  key: string,
  name: LocalizedText,
  dueInDays: number,
  opts: { reviewed?: boolean; kind?: TemplateTaskKind } = {},
): TaskTemplate {
  return { key, name, kind: opts.kind ?? 'STAFF_WORK', doneBy: 'STAFF', reviewed: opts.reviewed ?? true, dueInDays };
}

/** A task that asks the customer for files or answers; a staff member checks what they sent. */
function ask(key: string, name: LocalizedText, kind: TemplateTaskKind, dueInDays: number): TaskTemplate {
  return { key, name, kind, doneBy: 'CUSTOMER', reviewed: true, dueInDays };
}

/** The deliverable the provider hands to the customer at the end of the service. */
function deliver(key: string, name: LocalizedText, dueInDays: number): TaskTemplate {
  return staff(key, name, dueInDays, { kind: 'PRODUCT_FLOW_DELIVERABLE' });
}

/** Scales the due days of a template (expedited services run the same tasks faster). */
function faster(tasks: TaskTemplate[], factor: number): TaskTemplate[] {
  return tasks.map((t) => ({ ...t, dueInDays: Math.max(1, Math.round(t.dueInDays * factor)) }));
}

// ---------------------------------------------------------------- accounting

/** Monthly bookkeeping close: statements in, categorise, reconcile, report out. */
export function bookkeepingMonthly(): TaskTemplate[] {
  return [
    ask(
      'statements',
      txt('Upload bank and card statements', 'Sube los extractos bancarios y de tarjetas'),
      'FILE_REQUEST_TASK',
      5,
    ),
    staff('categorize', txt('Categorize transactions', 'Categorizar transacciones'), 12, { reviewed: false }),
    ask(
      'questions',
      txt('Answer questions on uncategorized transactions', 'Responde las dudas sobre transacciones sin categoría'),
      'REQUEST_INFORMATION_TASK',
      15,
    ),
    staff('reconcile', txt('Reconcile accounts', 'Conciliar cuentas'), 20),
    deliver('close-report', txt('Monthly close report', 'Informe de cierre mensual'), 25),
  ];
}

/** Catch-up bookkeeping for past months, done once. */
export function bookkeepingCatchUp(): TaskTemplate[] {
  return [
    ask(
      'history',
      txt('Upload statements for the months to catch up', 'Sube los extractos de los meses a regularizar'),
      'FILE_REQUEST_TASK',
      7,
    ),
    ask(
      'access',
      txt('Share access to the accounting system', 'Comparte el acceso al sistema contable'),
      'REQUEST_INFORMATION_TASK',
      7,
    ),
    staff('categorize', txt('Categorize past transactions', 'Categorizar transacciones pasadas'), 21, {
      reviewed: false,
    }),
    staff('reconcile', txt('Reconcile past periods', 'Conciliar periodos pasados'), 30),
    deliver('statements', txt('Financial statements up to date', 'Estados financieros al día'), 35),
  ];
}

/** A bookkeeping add-on: set it up once in the books, then keep it each period. */
export function bookkeepingAddOn(what: LocalizedText, needsCustomer: boolean): TaskTemplate[] {
  const tasks: TaskTemplate[] = [];
  if (needsCustomer) {
    tasks.push(
      ask(
        'details',
        txt(`Send the details for: ${what.en}`, `Envía los datos para: ${what.es}`),
        'REQUEST_INFORMATION_TASK',
        5,
      ),
    );
  }
  tasks.push(staff('setup', txt(`Set up ${what.en} in the books`, `Configurar ${what.es} en la contabilidad`), 10));
  tasks.push(staff('keep', txt(`Record ${what.en} for the period`, `Registrar ${what.es} del periodo`), 20));
  return tasks;
}

/** A recurring meeting with the customer plus its notes. */
export function meeting(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'agenda',
      txt('Send the topics for the meeting', 'Envía los temas para la reunión'),
      'REQUEST_INFORMATION_TASK',
      2,
    ),
    staff('meet', txt(`Hold the ${what.en}`, `Realizar la ${what.es}`), 5, { reviewed: false }),
    deliver('notes', txt('Meeting notes and next steps', 'Notas de la reunión y próximos pasos'), 6),
  ];
}

/** A yearly business tax subscription, optionally with the year's bookkeeping. */
export function taxSubscription(withBookkeeping: boolean, tangibleAssets = false): TaskTemplate[] {
  const tasks: TaskTemplate[] = [
    ask(
      'activity-form',
      txt('Complete the activity form', 'Completa el formulario de actividad'),
      'REQUEST_INFORMATION_TASK',
      14,
    ),
  ];
  if (withBookkeeping) {
    tasks.push(
      ask(
        'year-statements',
        txt("Upload the year's bank and card statements", 'Sube los extractos bancarios y de tarjetas del año'),
        'FILE_REQUEST_TASK',
        21,
      ),
      staff('year-close', txt('Year-end bookkeeping close', 'Cierre contable de fin de año'), 45),
    );
  } else {
    tasks.push(
      ask(
        'financials',
        txt('Upload the financial statements of the year', 'Sube los estados financieros del año'),
        'FILE_REQUEST_TASK',
        21,
      ),
    );
  }
  if (tangibleAssets) {
    tasks.push(
      ask(
        'assets',
        txt('Upload the fixed asset register', 'Sube el registro de activos fijos'),
        'FILE_REQUEST_TASK',
        21,
      ),
    );
  }
  tasks.push(
    staff('prepare', txt('Prepare the tax return', 'Preparar la declaración de impuestos'), 60),
    ask(
      'approve',
      txt('Review and approve the tax return', 'Revisa y aprueba la declaración de impuestos'),
      'DOCUMENT_REVIEW',
      70,
    ),
    deliver('file', txt('File the return and send the copy', 'Presentar la declaración y enviar la copia'), 75),
  );
  return tasks;
}

/** A one-off tax return; the manual-signature variant waits for the signed form. */
export function taxReturn(manualSignature: boolean): TaskTemplate[] {
  const tasks: TaskTemplate[] = [
    ask(
      'questionnaire',
      txt('Answer the tax questionnaire', 'Responde el cuestionario fiscal'),
      'REQUEST_INFORMATION_TASK',
      7,
    ),
    ask(
      'documents',
      txt('Upload the tax documents of the year', 'Sube los documentos fiscales del año'),
      'FILE_REQUEST_TASK',
      14,
    ),
    staff('prepare', txt('Prepare the tax return', 'Preparar la declaración de impuestos'), 30),
    ask('approve', txt('Review and approve the return', 'Revisa y aprueba la declaración'), 'DOCUMENT_REVIEW', 37),
  ];
  if (manualSignature) {
    tasks.push(
      ask(
        'signature',
        txt('Sign the return by hand and upload it', 'Firma la declaración a mano y súbela'),
        'FILE_REQUEST_TASK',
        42,
      ),
    );
  }
  tasks.push(
    deliver('file', txt('File the return and send the copy', 'Presentar la declaración y enviar la copia'), 45),
  );
  return tasks;
}

/** A tax form prepared for the customer: ask for what it needs, prepare, approve, file. */
export function taxForm(form: LocalizedText, needs: 'FILES' | 'INFORMATION' = 'INFORMATION'): TaskTemplate[] {
  return [
    needs === 'FILES'
      ? ask(
          'documents',
          txt(`Upload the documents for ${form.en}`, `Sube los documentos para ${form.es}`),
          'FILE_REQUEST_TASK',
          7,
        )
      : ask(
          'information',
          txt(`Send the information for ${form.en}`, `Envía la información para ${form.es}`),
          'REQUEST_INFORMATION_TASK',
          7,
        ),
    staff('prepare', txt(`Prepare ${form.en}`, `Preparar ${form.es}`), 18),
    ask('approve', txt(`Review and approve ${form.en}`, `Revisa y aprueba ${form.es}`), 'DOCUMENT_REVIEW', 24),
    deliver('file', txt(`File ${form.en} and send the receipt`, `Presentar ${form.es} y enviar el acuse`), 28),
  ];
}

/** A periodic tax filing (sales tax, estimated taxes): figures in, compute, file. */
export function periodicFiling(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'figures',
      txt(`Confirm the figures for ${what.en}`, `Confirma las cifras para ${what.es}`),
      'REQUEST_INFORMATION_TASK',
      5,
    ),
    staff('compute', txt(`Compute ${what.en}`, `Calcular ${what.es}`), 10),
    deliver('file', txt(`File ${what.en} and send the receipt`, `Presentar ${what.es} y enviar el acuse`), 15),
  ];
}

/** An ITIN application or renewal: identity documents, W-7, certified copies, submission. */
export function itin(): TaskTemplate[] {
  return [
    ask(
      'passport',
      txt('Upload the passport and supporting identity documents', 'Sube el pasaporte y los documentos de identidad'),
      'FILE_REQUEST_TASK',
      5,
    ),
    ask(
      'information',
      txt('Answer the W-7 questionnaire', 'Responde el cuestionario del W-7'),
      'REQUEST_INFORMATION_TASK',
      5,
    ),
    staff('w7', txt('Prepare form W-7', 'Preparar el formulario W-7'), 12),
    ask('sign', txt('Sign form W-7 and upload it', 'Firma el formulario W-7 y súbelo'), 'FILE_REQUEST_TASK', 18),
    deliver('submit', txt('Submit the application to the IRS', 'Enviar la solicitud al IRS'), 25),
  ];
}

/** A registration with a state agency (tax or payroll accounts). */
export function stateRegistration(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'information',
      txt(`Send the information for ${what.en}`, `Envía la información para ${what.es}`),
      'REQUEST_INFORMATION_TASK',
      5,
    ),
    staff('register', txt(`Complete ${what.en}`, `Completar ${what.es}`), 15),
    deliver('confirmation', txt('Send the registration confirmation', 'Enviar la confirmación de registro'), 25),
  ];
}

/** A consultation or review that ends in written advice. */
export function advisory(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'documents',
      txt(`Upload the documents for ${what.en}`, `Sube los documentos para ${what.es}`),
      'FILE_REQUEST_TASK',
      5,
    ),
    staff('analyse', txt(`Work on ${what.en}`, `Trabajar en ${what.es}`), 14),
    deliver('memo', txt('Send the written conclusions', 'Enviar las conclusiones por escrito'), 21),
  ];
}

// ---------------------------------------------------------------- payroll

/** A monthly payroll plan: changes in, run payroll, reports and taxes out. */
export function payrollRun(): TaskTemplate[] {
  return [
    ask(
      'changes',
      txt('Report hires, leavers and pay changes', 'Informa altas, bajas y cambios salariales'),
      'REQUEST_INFORMATION_TASK',
      3,
    ),
    staff('run', txt('Run payroll', 'Procesar la nómina'), 7),
    staff('taxes', txt('Pay and file payroll taxes', 'Pagar y declarar los impuestos de nómina'), 12),
    deliver('reports', txt('Payroll reports', 'Informes de nómina'), 14),
  ];
}

/** Setting payroll up for a company or a new employee. */
export function payrollSetup(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'employees',
      txt(`Send the employee details for ${what.en}`, `Envía los datos de empleados para ${what.es}`),
      'REQUEST_INFORMATION_TASK',
      3,
    ),
    ask(
      'forms',
      txt('Upload signed W-4 and I-9 forms', 'Sube los formularios W-4 e I-9 firmados'),
      'FILE_REQUEST_TASK',
      7,
    ),
    staff('setup', txt(`Complete ${what.en}`, `Completar ${what.es}`), 10),
  ];
}

// ---------------------------------------------------------------- legal

/** A US incorporation: the incorporation questionnaire, documents, state filing, EIN, deliverables. */
export function incorporation(state: LocalizedText, expedited: boolean): TaskTemplate[] {
  const tasks: TaskTemplate[] = [
    ask(
      'questionnaire',
      txt('Complete the incorporation questionnaire', 'Completa el cuestionario de constitución'),
      'REQUEST_LEGAL_INCORPORATION_TASK',
      3,
    ),
    ask(
      'ids',
      txt("Upload the founders' identity documents", 'Sube los documentos de identidad de los fundadores'),
      'FILE_REQUEST_TASK',
      3,
    ),
    staff('documents', txt('Prepare the formation documents', 'Preparar los documentos de constitución'), 7),
    staff('file', txt(`File with ${state.en}`, `Presentar ante ${state.es}`), 10),
    staff('ein', txt('Obtain the EIN', 'Obtener el EIN'), 20),
    deliver('deliverables', txt('Deliver the company documents', 'Entregar los documentos de la sociedad'), 24),
  ];
  return expedited ? faster(tasks, 0.4) : tasks;
}

/** An offshore incorporation (Cayman, BVI): KYC, documents, registry filing. */
export function offshoreIncorporation(place: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'questionnaire',
      txt('Complete the incorporation questionnaire', 'Completa el cuestionario de constitución'),
      'REQUEST_LEGAL_INCORPORATION_TASK',
      5,
    ),
    ask(
      'kyc',
      txt(
        'Upload KYC documents for directors and shareholders',
        'Sube los documentos KYC de administradores y accionistas',
      ),
      'FILE_REQUEST_TASK',
      7,
    ),
    staff('documents', txt('Prepare the memorandum and articles', 'Preparar el memorándum y los estatutos'), 12),
    staff('file', txt(`File with the ${place.en} registry`, `Presentar ante el registro de ${place.es}`), 18),
    deliver('deliverables', txt('Deliver the company documents', 'Entregar los documentos de la sociedad'), 25),
  ];
}

/** Yearly maintenance of an offshore company: KYC update, annual return, fees. */
export function offshoreMaintenance(place: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'kyc-update',
      txt('Confirm or update the KYC documents', 'Confirma o actualiza los documentos KYC'),
      'FILE_REQUEST_TASK',
      14,
    ),
    staff(
      'annual-return',
      txt(`File the ${place.en} annual return`, `Presentar la declaración anual de ${place.es}`),
      30,
    ),
    deliver('good-standing', txt('Send the proof of good standing', 'Enviar el certificado de vigencia'), 35),
  ];
}

/** A beneficial ownership information report to FinCEN. */
export function boiReport(): TaskTemplate[] {
  return [
    ask(
      'owners',
      txt('Send the beneficial owners information', 'Envía la información de los beneficiarios finales'),
      'REQUEST_BOI_INFORMATION_TASK',
      5,
    ),
    staff('prepare', txt('Prepare the BOI report', 'Preparar el informe BOI'), 10),
    deliver(
      'file',
      txt('File with FinCEN and send the transcript', 'Presentar ante FinCEN y enviar el comprobante'),
      14,
    ),
  ];
}

/** A legal agreement: the terms, a draft, the customer's review, the final version. */
export function agreement(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'terms',
      txt(`Send the terms for the ${what.en}`, `Envía las condiciones para ${what.es}`),
      'REQUEST_INFORMATION_TASK',
      3,
    ),
    staff('draft', txt(`Draft the ${what.en}`, `Redactar ${what.es}`), 7),
    ask('review', txt('Review the draft', 'Revisa el borrador'), 'DOCUMENT_REVIEW', 10),
    deliver('final', txt('Deliver the final version', 'Entregar la versión final'), 14),
  ];
}

/** A filing with a state or federal agency on the customer's behalf. */
export function filing(what: LocalizedText, needsSignature: boolean): TaskTemplate[] {
  const tasks: TaskTemplate[] = [
    ask(
      'information',
      txt(`Send the information for the ${what.en}`, `Envía la información para ${what.es}`),
      'REQUEST_INFORMATION_TASK',
      3,
    ),
    staff('prepare', txt(`Prepare the ${what.en}`, `Preparar ${what.es}`), 7),
  ];
  if (needsSignature) {
    tasks.push(
      ask('sign', txt('Sign the filing documents', 'Firma los documentos de la presentación'), 'DOCUMENT_REVIEW', 10),
    );
  }
  tasks.push(deliver('submit', txt('Submit and send the confirmation', 'Presentar y enviar la confirmación'), 14));
  return tasks;
}

/** A trademark search, registration or office-action response. */
export function trademark(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'mark',
      txt(
        'Send the mark, its logo and the goods and services',
        'Envía la marca, su logotipo y los productos y servicios',
      ),
      'FILE_REQUEST_TASK',
      5,
    ),
    staff('search', txt('Clearance search', 'Búsqueda de anterioridades'), 10),
    staff('prepare', txt(`Prepare the ${what.en}`, `Preparar ${what.es}`), 15),
    ask('approve', txt('Approve the filing', 'Aprueba la presentación'), 'DOCUMENT_REVIEW', 18),
    deliver('file', txt('File with the USPTO and send the receipt', 'Presentar ante la USPTO y enviar el acuse'), 21),
  ];
}

/** An 83(b) election: it must reach the IRS within 30 days of the grant. */
export function election83b(): TaskTemplate[] {
  return [
    ask(
      'grant',
      txt('Upload the stock purchase or grant agreement', 'Sube el contrato de compra o concesión de acciones'),
      'FILE_REQUEST_TASK',
      2,
    ),
    staff('prepare', txt('Prepare the 83(b) election', 'Preparar la elección 83(b)'), 5),
    ask('sign', txt('Sign the election and upload it', 'Firma la elección y súbela'), 'FILE_REQUEST_TASK', 10),
    deliver('mail', txt('Mail to the IRS and send the proof', 'Enviar al IRS y remitir el comprobante'), 20),
  ];
}

// ---------------------------------------------------------------- finance and extras

/** A monthly fractional finance role. */
export function fractional(role: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'updates',
      txt('Share the month’s business updates', 'Comparte las novedades del mes'),
      'REQUEST_INFORMATION_TASK',
      5,
    ),
    staff('package', txt(`${role.en}: monthly financial package`, `${role.es}: paquete financiero mensual`), 15),
    staff('forecast', txt('Update the forecast and cash plan', 'Actualizar la previsión y el plan de caja'), 20),
    deliver('review', txt('Monthly review meeting and notes', 'Reunión mensual de revisión y notas'), 25),
  ];
}

/** A finance project that ends in a document (model, valuation, board pack). */
export function financeProject(what: LocalizedText): TaskTemplate[] {
  return [
    ask('data', txt(`Upload the data for the ${what.en}`, `Sube los datos para ${what.es}`), 'FILE_REQUEST_TASK', 5),
    staff('build', txt(`Build the ${what.en}`, `Elaborar ${what.es}`), 15),
    ask('review', txt('Review the draft', 'Revisa el borrador'), 'DOCUMENT_REVIEW', 20),
    deliver('final', txt('Deliver the final version', 'Entregar la versión final'), 25),
  ];
}

/** A service that is set up once and then renewed (address, registered agent). */
export function setupAndRenew(what: LocalizedText): TaskTemplate[] {
  return [
    ask(
      'details',
      txt(`Send the details for the ${what.en}`, `Envía los datos para ${what.es}`),
      'REQUEST_INFORMATION_TASK',
      3,
    ),
    staff('setup', txt(`Set up the ${what.en}`, `Configurar ${what.es}`), 7, { reviewed: false }),
    deliver('confirmation', txt('Send the confirmation', 'Enviar la confirmación'), 10),
  ];
}

/** An investment round: cap table, term sheet, documents, closing. */
export function investmentRound(): TaskTemplate[] {
  return [
    ask(
      'cap-table',
      txt('Upload the current cap table', 'Sube la tabla de capitalización actual'),
      'FILE_REQUEST_TASK',
      3,
    ),
    ask('term-sheet', txt('Upload the signed term sheet', 'Sube la hoja de términos firmada'), 'FILE_REQUEST_TASK', 5),
    staff('documents', txt('Draft the round documents', 'Redactar los documentos de la ronda'), 14),
    ask('review', txt('Review the round documents', 'Revisa los documentos de la ronda'), 'DOCUMENT_REVIEW', 18),
    staff('closing', txt('Closing: signatures and funds', 'Cierre: firmas y fondos'), 25),
    deliver(
      'closing-set',
      txt('Deliver the closing set and updated cap table', 'Entregar el juego de cierre y la tabla actualizada'),
      30,
    ),
  ];
}
