import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { clubsCalls, joinClub } from '../../sdk/contract/index.ts';
import { useCallQuery, useReportError } from '../../sdk/elements/index.ts';
import { callQueryKey } from '../../sdk/queries/index.ts';
import { getQueryClient } from '../../sdk/state/query-client.ts';
import { Button, Spinner } from '../../sdk/ui/index.ts';

/**
 * Only a member attaches a result to a club (the server refuses anyone else, after the picture
 * and the result were made): a signed-in visitor who is not one is told so before the form,
 * with 'Вступить в клуб' (PUT /api/user/club/new/{id}), after which the form shows. When the
 * user's clubs cannot be read (GET /api/user/clubs), the form shows and the server decides.
 */
export function MemberGate({ club, children }: { club: string; children: ReactNode }) {
  const { t } = useTranslation();
  const reportError = useReportError();
  const mine = useCallQuery(clubsCalls.mine, {});
  const [joining, setJoining] = useState(false);

  if (mine.isPending) return <Spinner label={t('clubs.upload.checkingMembership')} />;
  if (mine.isError || mine.data.values.some((each) => each.public_id === club)) return children;

  const join = async () => {
    setJoining(true);
    try {
      getQueryClient().setQueryData(callQueryKey(clubsCalls.mine, {}), await joinClub(club));
    } catch (error) {
      reportError(error);
    } finally {
      setJoining(false);
    }
  };

  return (
    <div className="sign-in" part="not-member" role="status">
      <p className="sign-in__text">{t('clubs.upload.notMember')}</p>
      <Button loading={joining} onClick={() => void join()}>
        {t('clubs.join')}
      </Button>
    </div>
  );
}
