import { Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import classes from './content.module.css';

/**
 * Content HTML from the server. It was sanitised when saved; it is sanitised again here so a
 * row written some other way (a database edit, an old backup) still cannot run script.
 */
export function SafeHtml({ html }: { html: string }) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { USE_PROFILES: { html: true } }), [html]);
  return (
    // What the programme team wrote, shown as written (the pseudo-locale walk reads past it).
    <Typography className={classes.body} data-programme-text>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}
