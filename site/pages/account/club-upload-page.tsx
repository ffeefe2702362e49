import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import '../../../widgets/club-results/define.ts';
import type { SitePageProps } from '../../routes/site-route.ts';
import './account.css';

/**
 * /clubs/{id}/upload-result (account.md §2): `<racekit-club-results club="{id}">`, the upload of
 * a member's competition result into the club (it asks a visitor to sign in first).
 */
export function ClubUploadPage({ params }: SitePageProps) {
  const { t } = useTranslation();
  const id = params.id ?? '';
  return (
    <div className="acc-page acc-page--narrow">
      <Link className="acc-back" href={`/clubs/${encodeURIComponent(id)}`}>
        ← {t('accountPages.clubs.backToClub')}
      </Link>
      <h1 className="rk-visually-hidden">{t('clubs.upload.title')}</h1>
      <racekit-club-results club={id} />
    </div>
  );
}
