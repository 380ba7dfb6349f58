/** Specification limits and off-spec certificates of quality (DECISIONS.md §11, issue 34). */
export const qualityEn = {
  qualityTests: {
    sulphur: 'Sulphur',
    density15: 'Density at 15 °C',
    flashPoint: 'Flash point',
    water: 'Water',
    viscosity50: 'Viscosity at 50 °C',
    viscosity40: 'Viscosity at 40 °C',
    pourPoint: 'Pour point',
    ron: 'Research octane number',
  },
  qualityFailing: {
    aboveMax: '%{test} %{result} %{unit} above max %{limit}',
    belowMin: '%{test} %{result} %{unit} below min %{limit}',
  },
  qualityNotices: {
    offSpec: 'Off-spec: certificate of quality <b>%{number}</b> for Barging Nomination <b>#%{id}</b>: %{tests}',
  },
  qualityLog: {
    offSpec: '%{number} is off-spec: %{tests}',
  },
  productLimits: {
    limitTest: 'Choose a test from the list',
    limitTwice: 'Each test is listed once',
    laytimeHours: 'Laytime is 0 to 240 hours per 1,000 t',
  },
} as const;
