import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import type { Locale } from '../i18n/light';

const NAMES: Record<Locale, string> = { en: 'EN', zh: '中文' };

/** EN / 中文 switch for the public pages. */
export function LanguageSwitch({
  locale,
  onChange,
  label,
}: {
  locale: Locale;
  onChange: (l: Locale) => void;
  label: string;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={label}
      >
        {NAMES[locale]}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {(Object.keys(NAMES) as Locale[]).map((l) => (
          <MenuItem
            key={l}
            selected={l === locale}
            onClick={() => {
              setAnchor(null);
              onChange(l);
            }}
          >
            {NAMES[l]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
