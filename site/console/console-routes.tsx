import { Redirect, Route, Switch } from 'wouter';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { useMayUse } from './staff-member.ts';

/** The console's screens (absolute paths under /console); /console opens the first section this member may use. */
export function ConsoleRoutes() {
  const organiser = useMayUse('organiser');
  return (
    <Switch>
      <Route path="/console">
        <Redirect to={organiser ? '/console/events' : '/console/orders'} replace />
      </Route>
      <Route path="/console/audit">
        <AuditPage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
