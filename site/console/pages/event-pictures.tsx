import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isSiteLink, updateConsoleEvent, type ConsoleEvent } from '../../../sdk/contract/console/index.ts';
import { Button, Checkbox } from '../../../sdk/ui/index.ts';
import { optionalText, useWrite, WriteOutcome } from '../console-forms.tsx';
import { PictureField } from '../picture-field.tsx';

/**
 * The event's pictures (`banners`): the main page slide (desktop and phone) and the event page's
 * phone picture, each typed or uploaded (POST /api/console/pictures), and whether the event is
 * in the main page slider. Saved as one edit of the event; the colours and logos stay as they are.
 */
export function EventPictures({ event, onSaved }: { readonly event: ConsoleEvent; readonly onSaved: () => void }) {
  const { t } = useTranslation();
  const write = useWrite();
  const home = event.banners.home_page ?? {};
  const landing = event.banners.landing_page ?? {};
  const [desktop, setDesktop] = useState(home.desktop_picture ?? '');
  const [mobile, setMobile] = useState(home.mobile_picture ?? '');
  const [landingMobile, setLandingMobile] = useState(landing.mobile_picture ?? '');
  const [slider, setSlider] = useState(event.slider);
  const [problem, setProblem] = useState<string | undefined>();

  const submit = (submitted: FormEvent) => {
    submitted.preventDefault();
    const bad = [desktop, mobile, landingMobile].map((each) => each.trim()).some((each) => each !== '' && !isSiteLink(each));
    setProblem(bad ? t('console.banners.badLink') : undefined);
    if (bad) return;
    const banners = {
      ...event.banners,
      home_page: { ...home, desktop_picture: optionalText(desktop), mobile_picture: optionalText(mobile) },
      landing_page: { ...landing, mobile_picture: optionalText(landingMobile) },
    };
    void write.run(() => updateConsoleEvent(event.public_id, { version: event.version, banners, slider }), () => t('console.form.saved')).then((done) => done !== undefined && onSaved());
  };

  return (
    <section className="console-card" aria-labelledby="event-pictures">
      <h2 id="event-pictures">{t('console.eventPictures.title')}</h2>
      <p>{t('console.eventPictures.lead')}</p>
      <form className="console-form" onSubmit={submit} noValidate>
        <div className="console-form__grid">
          <PictureField label={t('console.eventPictures.homeDesktop')} value={desktop} onChange={setDesktop} />
          <PictureField label={t('console.eventPictures.homeMobile')} value={mobile} onChange={setMobile} />
          <PictureField label={t('console.eventPictures.landingMobile')} value={landingMobile} onChange={setLandingMobile} />
          <Checkbox checked={slider} onChange={(e) => setSlider(e.target.checked)}>
            {t('console.eventPictures.slider')}
          </Checkbox>
        </div>
        {problem !== undefined && (
          <p className="console-problem" role="alert">
            {problem}
          </p>
        )}
        <div className="console-actions">
          <Button type="submit" loading={write.busy}>
            {t('console.eventPictures.save')}
          </Button>
        </div>
        <WriteOutcome write={write} onReload={onSaved} />
      </form>
    </section>
  );
}
