import {
  ArrayInput,
  Button,
  NumberInput,
  RemoveItemButton,
  SelectInput,
  SimpleFormIterator,
  useSimpleFormIterator,
  useSimpleFormIteratorItem,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { QUALITY_TESTS, TEST_UNITS, type QualityTest } from '../../../contract/quality';

/** "Add a limit" in words, not a bare "+" (SCREENS.md). */
function AddLimitButton() {
  const { add } = useSimpleFormIterator();
  return (
    <Button label="berth.quality.limits.add" onClick={() => add()}>
      <AddCircleOutlineIcon />
    </Button>
  );
}

/**
 * Each row's remove button named with the test it removes ("Remove Sulphur", walk 34 #15), not a
 * bare "Remove" repeated down the table.
 */
function RemoveLimitButton() {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const test = useWatch({ name: `specLimits.${index}.test` }) as QualityTest | undefined | null;
  return (
    <RemoveItemButton
      label={
        test
          ? translate('berth.quality.limits.remove', { test: translate(`qualityTests.${test}`) })
          : 'ra.action.remove'
      }
    />
  );
}

/**
 * A product's specification limits (issue 34) as a small editable table: one row per test, its min
 * and max in the test's unit. Every control is a plain input or button in tab order, and the
 * schema's refusals (a test twice, neither min nor max, min above max) show at their own field.
 */
export function SpecLimitsInput() {
  const translate = useTranslate();
  // A row's rule spans its fields (min ≤ max, one of them given, a test once): a change to one
  // checks the whole table again, so a refusal shown at Max goes once Min is corrected.
  const { trigger, formState } = useFormContext();
  const submitted = formState.isSubmitted; // read while rendering: the form state tells only what is read then
  const limits = useWatch({ name: 'specLimits' }) as unknown;
  useEffect(() => {
    if (submitted) void trigger('specLimits');
  }, [limits, submitted, trigger]);
  const choices = QUALITY_TESTS.map((id) => ({ id }));
  const testName = (c: { id: QualityTest }) =>
    `${translate(`qualityTests.${c.id}`)}${TEST_UNITS[c.id] ? ` (${TEST_UNITS[c.id]})` : ''}`;
  return (
    <Box component="section" aria-labelledby="spec-limits-title" sx={{ width: '100%', mt: 2 }}>
      <Typography id="spec-limits-title" variant="subtitle1" component="h2">
        {translate('berth.quality.limits.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('berth.quality.limits.hint')}
      </Typography>
      <ArrayInput source="specLimits" label={false} defaultValue={[]}>
        <SimpleFormIterator
          inline
          disableReordering
          disableClear
          // A labelled button, and each row's remove always shown: react-admin shows it only on hover, out of keyboard reach.
          addButton={<AddLimitButton />}
          removeButton={<RemoveLimitButton />}
          sx={{ '& .RaSimpleFormIterator-action': { visibility: 'visible' } }}
        >
          <SelectInput
            source="test"
            label="berth.quality.limits.test"
            choices={choices}
            optionText={testName}
            isRequired
            // Never wider than the phone's form (walk 34 #15: the form scrolled sideways at 390 px).
            sx={{ minWidth: 'min(240px, 100%)' }}
          />
          <NumberInput source="min" label="berth.quality.limits.min" sx={{ width: 130 }} />
          <NumberInput source="max" label="berth.quality.limits.max" sx={{ width: 130 }} />
        </SimpleFormIterator>
      </ArrayInput>
      <NumberInput
        source="laytimeHoursPerKt"
        label="berth.quality.limits.laytime"
        helperText="berth.quality.limits.laytimeHint"
        min={0}
        max={240}
        step={0.5}
        sx={{ mt: 2 }}
      />
    </Box>
  );
}
