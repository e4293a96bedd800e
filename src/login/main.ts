import './login.css';
import { t } from '../lib/i18n/translate';
import { mountLoginForm } from './login-form';

// spec §2: the login page takes redirect_uri, type (default LOGIN_IN) and code.
const query = new URLSearchParams(window.location.search);
const type = query.get('type') ?? 'LOGIN_IN';
const redirectUri = query.get('redirect_uri');

const root = document.getElementById('login-root');
if (root) {
  root.dataset.type = type;
  const brand = document.createElement('section');
  brand.className = 'brand';
  brand.setAttribute('aria-label', t('app.name'));
  const name = document.createElement('p');
  name.className = 'brand-name';
  name.textContent = t('app.name');
  const tagline = document.createElement('p');
  tagline.className = 'brand-tagline';
  tagline.textContent = t('app.tagline');
  const features = document.createElement('ul');
  for (const key of ['login.feature1', 'login.feature2', 'login.feature3'] as const) {
    const item = document.createElement('li');
    item.textContent = t(key);
    features.append(item);
  }
  brand.append(name, tagline, features);
  const panel = document.createElement('section');
  panel.className = 'panel';
  root.append(brand, panel);
  const form = mountLoginForm(panel, redirectUri);
  // issue #40 企业微信扫码登录: its entry and step load after the page (initial JS budget).
  void import('./wecom-sign-in').then((step) => step.mountWecomEntry(panel, form, query));
}
