import { describe, expect, it } from 'vitest';
import {
  adminFormMessages as m,
  validateCategory,
  validateContent,
  validateEvent,
  validateNotification,
  validateSeo,
  validateService,
} from './validateAdminForms';

const service = { name: 'Orthopedics', description: '', basePrice: 120.5, durationMinutes: Number.NaN, categoryId: 5 };

describe('validateService (spec §5)', () => {
  it('sends the price as a decimal, an empty duration and description as null', () => {
    expect(validateService({ ...service, name: '  Orthopedics ' })).toEqual({
      ok: true,
      payload: { name: 'Orthopedics', description: null, base_price: 120.5, duration_minutes: null, category_id: 5 },
    });
    expect(validateService({ ...service, durationMinutes: 45 })).toMatchObject({ payload: { duration_minutes: 45 } });
  });

  it.each([
    [{ name: '  ' }, { name: m.nameRequired }],
    [{ categoryId: null }, { categoryId: m.categoryRequired }],
    [{ basePrice: Number.NaN }, { basePrice: m.basePriceRequired }],
    [{ basePrice: -1 }, { basePrice: m.basePriceNegative }],
    [{ basePrice: 10.005 }, { basePrice: m.basePriceStep }],
    [{ durationMinutes: 12.5 }, { durationMinutes: m.durationWhole }],
    [{ durationMinutes: 0 }, { durationMinutes: m.durationWhole }],
  ])('%j → %j', (change, errors) => {
    expect(validateService({ ...service, ...change })).toEqual({ ok: false, errors });
  });

  it('takes 0.1 + 0.2 as cents', () => {
    expect(validateService({ ...service, basePrice: 0.1 + 0.2 })).toMatchObject({ payload: { base_price: 0.3 } });
  });
});

describe('validateCategory', () => {
  it('needs a name and a #RRGGBB colour', () => {
    const form = { name: 'Sports Medicine', description: ' ', color: '#f59e0b', isActive: true, parentId: 1 };
    expect(validateCategory(form)).toEqual({
      ok: true,
      payload: { name: 'Sports Medicine', description: null, color: '#F59E0B', is_active: true, parent_id: 1 },
    });
    expect(validateCategory({ ...form, name: '', color: 'blue' })).toEqual({
      ok: false,
      errors: { name: m.nameRequired, color: m.colorFormat },
    });
  });
});

describe('validateNotification', () => {
  it('needs a title and a message, and sends the RPC arguments', () => {
    expect(validateNotification({ title: ' Hi ', message: ' There ', type: 'info' })).toEqual({
      ok: true,
      payload: { notification_title: 'Hi', notification_message: 'There', notification_type: 'info' },
    });
    expect(validateNotification({ title: '', message: ' ', type: 'error' })).toEqual({
      ok: false,
      errors: { title: m.titleRequired, message: m.messageRequired },
    });
  });
});

describe('validateEvent', () => {
  const event = {
    title: 'Q&A',
    description: '',
    date: '2026-12-01',
    time: '',
    location: 'Online',
    category: 'education' as const,
    fee: Number.NaN,
    maxAttendees: Number.NaN,
    isActive: true,
  };
  it('reads an empty fee as free and an empty limit as none', () => {
    expect(validateEvent(event)).toMatchObject({
      ok: true,
      payload: { registration_fee: 0, max_attendees: null, event_time: null },
    });
  });
  it.each([
    [{ title: '' }, { title: m.titleRequired }],
    [{ date: null }, { date: m.dateRequired }],
    [{ time: '6pm' }, { time: m.timeFormat }],
    [{ time: '24:00' }, { time: m.timeFormat }],
    [{ fee: -5 }, { fee: m.feeNegative }],
    [{ maxAttendees: 0 }, { maxAttendees: m.maxAttendeesWhole }],
  ])('%j → %j', (change, errors) => {
    expect(validateEvent({ ...event, ...change })).toEqual({ ok: false, errors });
  });
});

describe('validateContent', () => {
  it.each([
    [{ title: 'About', slug: 'about' }, true],
    [{ title: '', slug: 'about' }, { title: m.titleRequired }],
    [{ title: 'About', slug: '' }, { slug: m.slugRequired }],
    [{ title: 'About', slug: 'About Us' }, { slug: m.slugFormat }],
  ])('%j', (form, expected) => {
    const result = validateContent(form);
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors: expected });
  });
});

describe('validateSeo', () => {
  const seo = { siteTitle: ' Injury Assist ', siteDescription: '', keywords: '', ogImage: '', analyticsId: '' };
  it('stores empty image and analytics id as null and upper-cases the id', () => {
    expect(validateSeo(seo)).toEqual({
      ok: true,
      payload: { site_title: 'Injury Assist', site_description: '', keywords: '', og_image: null, analytics_id: null },
    });
    expect(validateSeo({ ...seo, analyticsId: 'g-abc1234' })).toMatchObject({ payload: { analytics_id: 'G-ABC1234' } });
  });
  it('refuses an image that is not a web address and an id that is not GA4', () => {
    expect(validateSeo({ ...seo, ogImage: 'javascript:alert(1)', analyticsId: 'UA-1234-5' })).toEqual({
      ok: false,
      errors: { ogImage: m.ogImageUrl, analyticsId: m.analyticsId },
    });
  });
});
