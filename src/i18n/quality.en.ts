/** Specification limits and off-spec certificates of quality (issue 34): the screens' own words. */
export const qualityScreenEn = {
  limits: {
    title: 'Specification limits',
    hint: 'A certificate of quality with a result outside these limits is marked off-spec when it is signed.',
    test: 'Test',
    min: 'Min',
    max: 'Max',
    add: 'Add a limit',
    remove: 'Remove %{test}',
    laytime: 'Laytime hours per 1,000 t',
    laytimeHint: "Empty: the laytime setting's default",
  },
  alert: {
    title: 'Off-spec',
    certificate: 'Certificate of quality %{number}',
  },
  chip: 'Off-spec',
  chipTitle: 'A result of its certificate of quality is outside the product limits',
  filterTrue: 'Off-spec certificate of quality, signed %{from} – %{to}',
  filterFalse: 'No off-spec certificate of quality',
  figure: 'Off-spec certificates, %{period}',
  figureHint: 'Certificates of quality signed off-spec in the period',
};
