// Beside the contact form: the support e-mail and phone, and the emergency reminder.
import { IconAlertTriangle, IconMail, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../shared/brand.ts';
import { publicConfig } from '../../lib/public-config.ts';
import { telHref } from '../CallMeButton/CallMeButton.tsx';
import classes from './ContactDetails.module.css';

function Item({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={classes.item}>
      <span className={classes.icon} aria-hidden>
        {icon}
      </span>
      <div>
        <h3 className={classes.title}>{title}</h3>
        {children}
      </div>
    </li>
  );
}

export function ContactDetails() {
  const { supportEmail, supportPhone } = publicConfig;
  return (
    <aside className={classes.aside} aria-labelledby="other-ways">
      <h2 id="other-ways" className={classes.heading}>
        Other ways to reach us
      </h2>
      <ul className={classes.list}>
        {supportEmail && (
          <Item icon={<IconMail size={26} stroke={1.8} />} title="Write to us">
            <a href={`mailto:${supportEmail}`} className={classes.link}>
              {supportEmail}
            </a>
            <p className={classes.note}>Messages go straight to our support team.</p>
          </Item>
        )}
        {supportPhone && (
          <Item icon={<IconPhone size={26} stroke={1.8} />} title="Call us">
            <a href={telHref(supportPhone)} className={classes.link}>
              {supportPhone}
            </a>
            <p className={classes.note}>Free to call from any phone.</p>
          </Item>
        )}
      </ul>
      <div className={classes.emergency}>
        <IconAlertTriangle size={24} aria-hidden />
        <p>
          {PRODUCT_NAME} is not a medical or emergency service. If someone may be in danger, call 911 now.
        </p>
      </div>
    </aside>
  );
}
