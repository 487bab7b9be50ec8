import { enhanceContactForm } from './contact-form-enhance';
import './site.css';

// The only script of the prerendered public-site pages: everything else (menu, follow-us tabs,
// mini-program popover) works with HTML and CSS alone.
for (const form of document.querySelectorAll<HTMLFormElement>('form[data-gz-contact]')) {
  enhanceContactForm(form);
}
