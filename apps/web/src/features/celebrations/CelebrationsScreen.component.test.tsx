// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/render-screen';
import { CelebrationsScreen } from './CelebrationsScreen';

describe('Celebrate With Us', () => {
  it('with nobody to celebrate today uses the spec’s wording', async () => {
    renderScreen(<CelebrationsScreen />, {
      path: '/celebrations',
      api: { 'site.getcelebrations': { report: [] } },
    });
    expect(await screen.findByText('Sorry we are not celebrating today')).toBeInTheDocument();
  });
});
