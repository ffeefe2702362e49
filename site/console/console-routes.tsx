import { Redirect, Route, Switch } from 'wouter';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { AuditPage } from './pages/audit-page.tsx';
import { CheckinPage } from './pages/checkin-page.tsx';
import { EventCityPage } from './pages/event-city-page.tsx';
import { EventNewPage } from './pages/event-new-page.tsx';
import { EventPage } from './pages/event-page.tsx';
import { EventsPage } from './pages/events-page.tsx';
import { FormatPage } from './pages/format-page.tsx';
import { OrderPage } from './pages/order-page.tsx';
import { OrdersPage } from './pages/orders-page.tsx';
import { ParticipantsPage } from './pages/participants-page.tsx';
import { PartnersPage } from './pages/partners-page.tsx';
import { PromocodesPage } from './pages/promocodes-page.tsx';
import { ReferencePage } from './pages/reference-page.tsx';
import { CertificatesPage } from './pages/certificates-page.tsx';
import { InsuranceEditPage } from './pages/insurance-edit-page.tsx';
import { InsurancePage } from './pages/insurance-page.tsx';
import { ProductEditPage } from './pages/product-edit-page.tsx';
import { ShopPage } from './pages/shop-page.tsx';
import { SaleNewPage, SalePage } from './pages/sale-form-page.tsx';
import { SalesPage } from './pages/sales-page.tsx';
import { NewsItemPage, NewsNewPage } from './pages/news-form-page.tsx';
import { NewsPage } from './pages/news-page.tsx';
import { BannerNewPage, BannerPage } from './pages/banner-form-page.tsx';
import { BannersPage } from './pages/banners-page.tsx';
import { useMayUse } from './staff-member.ts';

/** The console's screens (absolute paths under /console); /console opens the first section this member may use. */
export function ConsoleRoutes() {
  const organiser = useMayUse('organiser');
  return (
    <Switch>
      <Route path="/console">
        <Redirect to={organiser ? '/console/events' : '/console/orders'} replace />
      </Route>
      <Route path="/console/events">
        <EventsPage />
      </Route>
      <Route path="/console/events/new">
        <EventNewPage />
      </Route>
      <Route path="/console/events/:id">{(params) => <EventPage params={params} />}</Route>
      <Route path="/console/event-cities/:id">{(params) => <EventCityPage params={params} />}</Route>
      <Route path="/console/formats/:id">{(params) => <FormatPage params={params} />}</Route>
      <Route path="/console/promocodes">
        <PromocodesPage />
      </Route>
      <Route path="/console/insurance">
        <InsurancePage />
      </Route>
      <Route path="/console/insurance/:id">{(params) => <InsuranceEditPage params={params} />}</Route>
      <Route path="/console/shop">
        <ShopPage />
      </Route>
      <Route path="/console/shop/products/:id">{(params) => <ProductEditPage params={params} />}</Route>
      <Route path="/console/certificates">
        <CertificatesPage />
      </Route>
      <Route path="/console/sales">
        <SalesPage />
      </Route>
      <Route path="/console/sales/new">
        <SaleNewPage />
      </Route>
      <Route path="/console/sales/:id">{(params) => <SalePage params={params} />}</Route>
      <Route path="/console/news">
        <NewsPage />
      </Route>
      <Route path="/console/news/new">
        <NewsNewPage />
      </Route>
      <Route path="/console/news/:id">{(params) => <NewsItemPage params={params} />}</Route>
      <Route path="/console/banners">
        <BannersPage />
      </Route>
      <Route path="/console/banners/new">
        <BannerNewPage />
      </Route>
      <Route path="/console/banners/:id">{(params) => <BannerPage params={params} />}</Route>
      <Route path="/console/orders">
        <OrdersPage />
      </Route>
      <Route path="/console/orders/:id">{(params) => <OrderPage params={params} />}</Route>
      <Route path="/console/participants">
        <ParticipantsPage />
      </Route>
      <Route path="/console/checkin">
        <CheckinPage />
      </Route>
      <Route path="/console/partners">
        <PartnersPage />
      </Route>
      <Route path="/console/reference">
        <ReferencePage />
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
