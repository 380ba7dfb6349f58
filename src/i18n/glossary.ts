/**
 * The one Chinese word for each of the terminal's terms (issue 35 item 6; the terms of
 * spec/GLOSSARY.md). Every Chinese text — the screens' catalogues, the shared catalogue the server
 * prints in Excel, PDFs and e-mails, the pagers' names — uses `zh` for the term and none of `not`
 * (terms.test.ts checks it). Add a term here before a second word creeps in.
 */
export interface Term {
  /** The English term as the catalogue writes it (a regular expression's source, matched as whole words). */
  en: string;
  /** The one Chinese word. A catalogue text whose English names the term contains it. */
  zh: string;
  /** Other words for the term, found on some screen once, never to be used again. */
  not: readonly string[];
  /** Catalogue keys whose English names the term without the Chinese needing the word, and why. */
  except?: Readonly<Record<string, string>>;
}

export const GLOSSARY: readonly Term[] = [
  { en: 'nominations?', zh: '提名', not: ['申报'] },
  { en: 'barges?', zh: '驳船', not: ['驳轮'] },
  {
    en: 'berths?',
    zh: '泊位',
    not: [],
    except: {
      'nominationFields.estimatedBerthTime': 'berth timing is the time of berthing: 靠泊时间',
      'resources.nominations.fields.estimatedBerthTime': 'the same field',
      'berth.barging.dateTypes.estimatedBerthTime': 'the same field',
      'rules.beforeReadiness': 'the berth time is the time of berthing: 靠泊时间',
      'berth.barging.when.berth': 'the same time, shortened: 靠泊（预计）',
      'documentPdf.stampText': 'the stamp names the terminal (码头专用章)',
    },
  },
  { en: 'pilots?', zh: '引航', not: ['领航', '导航员'] },
  { en: 'tugs?', zh: '拖轮', not: ['拖船'] },
  { en: 'ullages?', zh: '空距', not: ['空高'] },
  { en: 'variances?', zh: '差异', not: ['偏差'] },
  { en: 'vettings?', zh: '审查', not: ['审核'] },
  { en: 'surveyors?', zh: '检验', not: ['公证行', '验船师'] },
  { en: 'bills? of lading', zh: '提单', not: ['提货单'] },
  { en: 'certificates? of quantity', zh: '数量证书', not: ['数量证明'] },
  { en: 'certificates? of quality', zh: '质量证书', not: ['品质证书', '质量证明'] },
  { en: 'statements? of facts', zh: '装卸事实', not: ['作业事实'] },
  { en: 'laytime', zh: '装卸时间', not: ['受载期'] },
  { en: 'loading masters?', zh: '装卸主管', not: ['装货主管'] },
  { en: 'credit notes?', zh: '贷项通知单', not: ['红字发票', '退款单'] },
  { en: 'late orders?', zh: '临时下单', not: ['迟到'] },
  // The tonne: 吨 after a Chinese figure or in a label's brackets, never "t" (TONNE_AS_T) nor 公吨.
  { en: 'tonnes?|\\(t\\)|t/h', zh: '吨', not: ['公吨'] },
];

/** A Chinese text that writes the tonne as "t" after a figure or a figure's placeholder: "1,500 t", "%{tonnes} t". */
export const TONNE_AS_T = /(\d|%\{\w+\}|）|\))\s*t\b|（t）|\(t\)/;
