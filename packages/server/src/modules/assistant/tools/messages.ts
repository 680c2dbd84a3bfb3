import type { AssistantChartId } from '@atrium/contract';
import type { Lang } from './kit.ts';

/** The texts the area tools and the ask-about calls write themselves, in the asker's language. */
export const TOOL_TEXT: Record<
  Lang,
  {
    /** `capped`: the search counted only so far, and more than `total` match. */
    investorsFound: (shown: number, total: number, capped: boolean) => string;
    noInvestors: string;
    filtersUsed: string;
    allInvestors: string;
    investorNotFound: (name: string) => string;
    investorNameMissing: string;
    stages: string;
    sectors: string;
    checkSize: string;
    location: string;
    kind: string;
    website: string;
    charts: Record<AssistantChartId, string>;
    noBooks: string;
    asOf: (month: string) => string;
    cash: string;
    lastMonthBurn: string;
    averageBurn: string;
    runwayMonths: string;
    profitable: string;
    runwayLine: (months: number, runOut: string) => string;
    topSpending: string;
    roomEmpty: (room: string) => string;
    roomFiles: (room: string, n: number) => string;
    sharedFinancials: (room: string) => string;
    askChart: (chart: string) => string;
    askItem: (name: string) => string;
    askFunder: (name: string) => string;
    askDocument: (name: string) => string;
  }
> = {
  en: {
    investorsFound: (shown, total, capped) =>
      capped
        ? `Here are ${shown} of more than ${total.toLocaleString('en')} investors that match:`
        : total > shown
          ? `Here are ${shown} of the ${total} investors that match:`
          : `I found ${total} matching investors:`,
    noInvestors: 'No investor in the database matches that search. Try fewer filters.',
    filtersUsed: 'Search',
    allInvestors: 'every investor',
    investorNotFound: (name) => `No investor named “${name}” is in the database.`,
    investorNameMissing: 'Which investor? Give me its name.',
    stages: 'Stages',
    sectors: 'Sectors',
    checkSize: 'Check size',
    location: 'Location',
    kind: 'Kind',
    website: 'Website',
    charts: { cash: "Today's cash", burn: 'Net burn', runway: 'Runway', spending: 'Spending by month' },
    noBooks: 'There are no books yet: import a ledger or link your accounting system in Accounting first.',
    asOf: (month) => `As of ${month}.`,
    cash: 'Cash',
    lastMonthBurn: 'Net burn last month',
    averageBurn: 'Net burn, three-month average',
    runwayMonths: 'Runway (months)',
    profitable: 'Profitable: the three-month average burn is zero or less, so the cash does not run out.',
    runwayLine: (months, runOut) =>
      `At the three-month average burn the cash lasts **${months} months** (until ${runOut}).`,
    topSpending: 'Largest categories over the period',
    roomEmpty: (room) => `The room “${room}” has no documents yet.`,
    roomFiles: (room, n) => `The room “${room}” holds ${n} document${n === 1 ? '' : 's'}:`,
    sharedFinancials: (room) => `Shared financials of “${room}”`,
    askChart: (chart) => `About the chart: ${chart}`,
    askItem: (name) => `About ${name}`,
    askFunder: (name) => `About ${name}`,
    askDocument: (name) => `About ${name}`,
  },
  es: {
    investorsFound: (shown, total, capped) =>
      capped
        ? `Estos son ${shown} de más de ${total.toLocaleString('es')} inversores que coinciden:`
        : total > shown
          ? `Estos son ${shown} de los ${total} inversores que coinciden:`
          : `He encontrado ${total} inversores que coinciden:`,
    noInvestors: 'Ningún inversor de la base de datos coincide con esa búsqueda. Prueba con menos filtros.',
    filtersUsed: 'Búsqueda',
    allInvestors: 'todos los inversores',
    investorNotFound: (name) => `No hay ningún inversor llamado «${name}» en la base de datos.`,
    investorNameMissing: '¿Qué inversor? Dime su nombre.',
    stages: 'Etapas',
    sectors: 'Sectores',
    checkSize: 'Tamaño del ticket',
    location: 'Ubicación',
    kind: 'Tipo',
    website: 'Sitio web',
    charts: { cash: 'Caja hoy', burn: 'Consumo neto', runway: 'Pista', spending: 'Gasto por mes' },
    noBooks: 'Todavía no hay contabilidad: importa un libro mayor o conecta tu sistema contable en Contabilidad.',
    asOf: (month) => `A ${month}.`,
    cash: 'Caja',
    lastMonthBurn: 'Consumo neto del último mes',
    averageBurn: 'Consumo neto, media de tres meses',
    runwayMonths: 'Pista (meses)',
    profitable: 'Rentable: el consumo medio de tres meses es cero o negativo, así que la caja no se agota.',
    runwayLine: (months, runOut) =>
      `Al consumo medio de tres meses la caja dura **${months} meses** (hasta ${runOut}).`,
    topSpending: 'Categorías con más gasto en el periodo',
    roomEmpty: (room) => `La sala «${room}» todavía no tiene documentos.`,
    roomFiles: (room, n) => `La sala «${room}» contiene ${n} documento${n === 1 ? '' : 's'}:`,
    sharedFinancials: (room) => `Finanzas compartidas de «${room}»`,
    askChart: (chart) => `Sobre el gráfico: ${chart}`,
    askItem: (name) => `Sobre ${name}`,
    askFunder: (name) => `Sobre ${name}`,
    askDocument: (name) => `Sobre ${name}`,
  },
};
