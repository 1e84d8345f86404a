-- Reference data, demo accounts and demo content. The server runs it once per database, after
-- the migrations, and records that in private.seed_runs (packages/server/src/db/seed.ts), so what
-- an admin deletes or edits later stays that way; on a hosted Supabase project `supabase db reset`
-- runs it. Rows carry fixed ids (the app sends them back in searches and registrations), and every
-- insert skips rows that already exist, so running it on a database converted from an older
-- version adds only what is new.
-- Sources: provider-and-admin.md section 3 (taxonomy, country list, the 50 US state codes);
-- the cities are a small real sample per state (Florida includes the spec's sample ZIPs' cities).

-- Specialty taxonomy, in the spec's order (migration 0007: a category row without a parent is a
-- category, one with a parent a subcategory). sort_order runs over the whole tree. A database
-- converted from the older tables has these ids with no description yet: it gets the rest here.
insert into service_categories as c (id, parent_id, name, description, color, sort_order) values
  (1, null, 'Medical', 'Doctors and clinics, from primary care to surgery and mental health.', '#2563EB', 1),
  (4, 1, 'Primary Care', 'Family, internal and pediatric medicine.', '#3B82F6', 2),
  (5, 1, 'Specialists', 'Specialist consultations after an injury.', '#1D4ED8', 3),
  (6, 1, 'Surgery', 'Surgical consultations and procedures.', '#1E40AF', 4),
  (7, 1, 'Mental Health', 'Psychiatry, psychology and counseling.', '#60A5FA', 5),
  (2, null, 'Legal', 'Attorneys for injury claims and the legal matters around them.', '#7C3AED', 6),
  (8, 2, 'Personal Injury', 'Claims after accidents, falls and malpractice.', '#8B5CF6', 7),
  (9, 2, 'Criminal Defense', 'Defense against criminal charges.', '#6D28D9', 8),
  (10, 2, 'Family Law', 'Divorce, custody, adoption and protection orders.', '#A78BFA', 9),
  (11, 2, 'Business Law', 'Companies, contracts, employment and intellectual property.', '#5B21B6', 10),
  (3, null, 'Healthcare Services', 'Therapy, diagnostics and rehabilitation.', '#059669', 11),
  (12, 3, 'Therapy', 'Physical, occupational and speech therapy.', '#10B981', 12),
  (13, 3, 'Diagnostic', 'Radiology, laboratory tests and imaging.', '#047857', 13),
  (14, 3, 'Rehabilitation', 'Physical, cognitive and drug rehabilitation programs.', '#34D399', 14)
on conflict (id) do update
  set description = excluded.description, color = excluded.color, sort_order = excluded.sort_order
  where c.description is null;

-- Services with their base price (USD) and length in minutes. Injury attorneys review a case for free.
insert into services as s (id, category_id, name, description, base_price, duration_minutes) values
  (1, 4, 'Family Medicine', 'Check-ups and care for every age.', 120, 30),
  (2, 4, 'Internal Medicine', 'Diagnosis and care of adult illnesses.', 150, 30),
  (3, 4, 'Pediatrics', 'Care for children and teenagers.', 110, 30),
  (4, 5, 'Cardiology', 'Heart examinations and follow-up.', 250, 45),
  (5, 5, 'Dermatology', 'Skin, scar and burn care.', 180, 30),
  (6, 5, 'Orthopedics', 'Bones, joints and the spine.', 220, 45),
  (7, 5, 'Neurology', 'Head, nerve and spinal injuries.', 260, 45),
  (8, 5, 'Physical Therapy', 'Specialist-led physical therapy.', 95, 60),
  (9, 6, 'General Surgery', 'Surgical consultation.', 400, 60),
  (10, 6, 'Orthopedic Surgery', 'Consultation for bone and joint surgery.', 450, 60),
  (11, 6, 'Plastic Surgery', 'Reconstructive surgery consultation.', 350, 60),
  (12, 6, 'Neurosurgery', 'Consultation for brain and spine surgery.', 500, 60),
  (13, 7, 'Psychiatry', 'Assessment and medication management.', 220, 50),
  (14, 7, 'Psychology', 'Psychological assessment and therapy.', 160, 50),
  (15, 7, 'Counseling', 'Talking therapy after trauma.', 120, 50),
  (16, 7, 'Therapy', 'Individual and family therapy.', 130, 50),
  (17, 8, 'Car Accidents', 'Free review of a car accident claim.', 0, 30),
  (18, 8, 'Slip and Fall', 'Free review of a premises liability claim.', 0, 30),
  (19, 8, 'Medical Malpractice', 'Free review of a malpractice claim.', 0, 45),
  (20, 8, 'Workers Compensation', 'Free review of a workplace injury claim.', 0, 30),
  (21, 9, 'DUI/DWI', 'Defense consultation for driving charges.', 150, 45),
  (22, 9, 'Drug Crimes', 'Defense consultation for drug charges.', 200, 45),
  (23, 9, 'Assault', 'Defense consultation for assault charges.', 200, 45),
  (24, 9, 'White Collar', 'Defense consultation for financial charges.', 300, 60),
  (25, 10, 'Divorce', 'Consultation on divorce and separation.', 250, 60),
  (26, 10, 'Child Custody', 'Consultation on custody and visitation.', 250, 60),
  (27, 10, 'Adoption', 'Consultation on adoption.', 200, 60),
  (28, 10, 'Domestic Violence', 'Free consultation on protection orders.', 0, 45),
  (29, 11, 'Corporate Law', 'Company formation and governance.', 300, 60),
  (30, 11, 'Contract Law', 'Contract review and disputes.', 250, 60),
  (31, 11, 'Employment Law', 'Workplace rights and disputes.', 200, 60),
  (32, 11, 'Intellectual Property', 'Trademarks, copyright and patents.', 300, 60),
  (33, 12, 'Physical Therapy', 'Exercise and manual therapy after injuries.', 95, 60),
  (34, 12, 'Occupational Therapy', 'Regaining everyday skills after injuries.', 110, 60),
  (35, 12, 'Speech Therapy', 'Speech and swallowing therapy.', 105, 45),
  (36, 13, 'Radiology', 'X-ray examinations with a report.', 180, 30),
  (37, 13, 'Laboratory', 'Blood and other laboratory tests.', 60, 15),
  (38, 13, 'Imaging', 'MRI and CT scans with a report.', 300, 45),
  (39, 14, 'Drug Rehabilitation', 'Outpatient and inpatient recovery programs.', 250, 60),
  (40, 14, 'Physical Rehabilitation', 'Recovery programs after injuries and surgery.', 130, 60),
  (41, 14, 'Cognitive Rehabilitation', 'Recovery of memory and attention after head injuries.', 150, 60)
on conflict (id) do update
  set description = excluded.description, base_price = excluded.base_price, duration_minutes = excluded.duration_minutes
  where s.base_price is null;

-- Countries, in the spec's order (the lookup lists them by id).
insert into countries (id, name) values
  (1, 'United States'),
  (2, 'Canada'),
  (3, 'United Kingdom'),
  (4, 'Australia'),
  (5, 'Germany'),
  (6, 'France'),
  (7, 'Spain'),
  (8, 'Italy'),
  (9, 'Netherlands'),
  (10, 'Sweden'),
  (11, 'Norway'),
  (12, 'Denmark'),
  (13, 'Finland'),
  (14, 'Switzerland'),
  (15, 'Austria'),
  (16, 'Belgium'),
  (17, 'Ireland'),
  (18, 'New Zealand'),
  (19, 'Japan'),
  (20, 'South Korea'),
  (21, 'Singapore'),
  (22, 'Other')
on conflict do nothing;

-- The 50 US states (country 1), then the Canadian provinces and territories (country 2).
insert into states (id, country_id, name, code) values
  (1, 1, 'Alabama', 'AL'),
  (2, 1, 'Alaska', 'AK'),
  (3, 1, 'Arizona', 'AZ'),
  (4, 1, 'Arkansas', 'AR'),
  (5, 1, 'California', 'CA'),
  (6, 1, 'Colorado', 'CO'),
  (7, 1, 'Connecticut', 'CT'),
  (8, 1, 'Delaware', 'DE'),
  (9, 1, 'Florida', 'FL'),
  (10, 1, 'Georgia', 'GA'),
  (11, 1, 'Hawaii', 'HI'),
  (12, 1, 'Idaho', 'ID'),
  (13, 1, 'Illinois', 'IL'),
  (14, 1, 'Indiana', 'IN'),
  (15, 1, 'Iowa', 'IA'),
  (16, 1, 'Kansas', 'KS'),
  (17, 1, 'Kentucky', 'KY'),
  (18, 1, 'Louisiana', 'LA'),
  (19, 1, 'Maine', 'ME'),
  (20, 1, 'Maryland', 'MD'),
  (21, 1, 'Massachusetts', 'MA'),
  (22, 1, 'Michigan', 'MI'),
  (23, 1, 'Minnesota', 'MN'),
  (24, 1, 'Mississippi', 'MS'),
  (25, 1, 'Missouri', 'MO'),
  (26, 1, 'Montana', 'MT'),
  (27, 1, 'Nebraska', 'NE'),
  (28, 1, 'Nevada', 'NV'),
  (29, 1, 'New Hampshire', 'NH'),
  (30, 1, 'New Jersey', 'NJ'),
  (31, 1, 'New Mexico', 'NM'),
  (32, 1, 'New York', 'NY'),
  (33, 1, 'North Carolina', 'NC'),
  (34, 1, 'North Dakota', 'ND'),
  (35, 1, 'Ohio', 'OH'),
  (36, 1, 'Oklahoma', 'OK'),
  (37, 1, 'Oregon', 'OR'),
  (38, 1, 'Pennsylvania', 'PA'),
  (39, 1, 'Rhode Island', 'RI'),
  (40, 1, 'South Carolina', 'SC'),
  (41, 1, 'South Dakota', 'SD'),
  (42, 1, 'Tennessee', 'TN'),
  (43, 1, 'Texas', 'TX'),
  (44, 1, 'Utah', 'UT'),
  (45, 1, 'Vermont', 'VT'),
  (46, 1, 'Virginia', 'VA'),
  (47, 1, 'Washington', 'WA'),
  (48, 1, 'West Virginia', 'WV'),
  (49, 1, 'Wisconsin', 'WI'),
  (50, 1, 'Wyoming', 'WY'),
  (51, 2, 'Alberta', 'AB'),
  (52, 2, 'British Columbia', 'BC'),
  (53, 2, 'Manitoba', 'MB'),
  (54, 2, 'New Brunswick', 'NB'),
  (55, 2, 'Newfoundland and Labrador', 'NL'),
  (56, 2, 'Nova Scotia', 'NS'),
  (57, 2, 'Ontario', 'ON'),
  (58, 2, 'Prince Edward Island', 'PE'),
  (59, 2, 'Quebec', 'QC'),
  (60, 2, 'Saskatchewan', 'SK'),
  (61, 2, 'Northwest Territories', 'NT'),
  (62, 2, 'Nunavut', 'NU'),
  (63, 2, 'Yukon', 'YT')
on conflict do nothing;

-- Cities, by state code within their country.
insert into cities (id, state_id, name)
select v.id, s.id, v.name
from (values
  (1, 'AL', 'Birmingham'),
  (2, 'AL', 'Montgomery'),
  (3, 'AL', 'Huntsville'),
  (4, 'AL', 'Mobile'),
  (5, 'AK', 'Anchorage'),
  (6, 'AK', 'Fairbanks'),
  (7, 'AK', 'Juneau'),
  (8, 'AZ', 'Phoenix'),
  (9, 'AZ', 'Tucson'),
  (10, 'AZ', 'Mesa'),
  (11, 'AZ', 'Scottsdale'),
  (12, 'AR', 'Little Rock'),
  (13, 'AR', 'Fayetteville'),
  (14, 'AR', 'Fort Smith'),
  (15, 'CA', 'Los Angeles'),
  (16, 'CA', 'San Diego'),
  (17, 'CA', 'San Jose'),
  (18, 'CA', 'San Francisco'),
  (19, 'CA', 'Sacramento'),
  (20, 'CO', 'Denver'),
  (21, 'CO', 'Colorado Springs'),
  (22, 'CO', 'Aurora'),
  (23, 'CO', 'Boulder'),
  (24, 'CT', 'Bridgeport'),
  (25, 'CT', 'New Haven'),
  (26, 'CT', 'Hartford'),
  (27, 'CT', 'Stamford'),
  (28, 'DE', 'Wilmington'),
  (29, 'DE', 'Dover'),
  (30, 'DE', 'Newark'),
  (31, 'FL', 'Miami'),
  (32, 'FL', 'Miami Beach'),
  (33, 'FL', 'Coral Gables'),
  (34, 'FL', 'Hialeah'),
  (35, 'FL', 'Fort Lauderdale'),
  (36, 'FL', 'Orlando'),
  (37, 'FL', 'Tampa'),
  (38, 'FL', 'Jacksonville'),
  (39, 'FL', 'Tallahassee'),
  (40, 'GA', 'Atlanta'),
  (41, 'GA', 'Savannah'),
  (42, 'GA', 'Augusta'),
  (43, 'GA', 'Columbus'),
  (44, 'HI', 'Honolulu'),
  (45, 'HI', 'Hilo'),
  (46, 'HI', 'Kailua'),
  (47, 'ID', 'Boise'),
  (48, 'ID', 'Meridian'),
  (49, 'ID', 'Nampa'),
  (50, 'IL', 'Chicago'),
  (51, 'IL', 'Aurora'),
  (52, 'IL', 'Springfield'),
  (53, 'IL', 'Peoria'),
  (54, 'IN', 'Indianapolis'),
  (55, 'IN', 'Fort Wayne'),
  (56, 'IN', 'Evansville'),
  (57, 'IA', 'Des Moines'),
  (58, 'IA', 'Cedar Rapids'),
  (59, 'IA', 'Davenport'),
  (60, 'KS', 'Wichita'),
  (61, 'KS', 'Overland Park'),
  (62, 'KS', 'Kansas City'),
  (63, 'KS', 'Topeka'),
  (64, 'KY', 'Louisville'),
  (65, 'KY', 'Lexington'),
  (66, 'KY', 'Bowling Green'),
  (67, 'KY', 'Frankfort'),
  (68, 'LA', 'New Orleans'),
  (69, 'LA', 'Baton Rouge'),
  (70, 'LA', 'Shreveport'),
  (71, 'LA', 'Lafayette'),
  (72, 'ME', 'Portland'),
  (73, 'ME', 'Lewiston'),
  (74, 'ME', 'Bangor'),
  (75, 'ME', 'Augusta'),
  (76, 'MD', 'Baltimore'),
  (77, 'MD', 'Annapolis'),
  (78, 'MD', 'Frederick'),
  (79, 'MD', 'Rockville'),
  (80, 'MA', 'Boston'),
  (81, 'MA', 'Worcester'),
  (82, 'MA', 'Springfield'),
  (83, 'MA', 'Cambridge'),
  (84, 'MI', 'Detroit'),
  (85, 'MI', 'Grand Rapids'),
  (86, 'MI', 'Lansing'),
  (87, 'MI', 'Ann Arbor'),
  (88, 'MN', 'Minneapolis'),
  (89, 'MN', 'Saint Paul'),
  (90, 'MN', 'Rochester'),
  (91, 'MN', 'Duluth'),
  (92, 'MS', 'Jackson'),
  (93, 'MS', 'Gulfport'),
  (94, 'MS', 'Hattiesburg'),
  (95, 'MO', 'Kansas City'),
  (96, 'MO', 'St. Louis'),
  (97, 'MO', 'Springfield'),
  (98, 'MO', 'Jefferson City'),
  (99, 'MT', 'Billings'),
  (100, 'MT', 'Missoula'),
  (101, 'MT', 'Bozeman'),
  (102, 'MT', 'Helena'),
  (103, 'NE', 'Omaha'),
  (104, 'NE', 'Lincoln'),
  (105, 'NE', 'Bellevue'),
  (106, 'NV', 'Las Vegas'),
  (107, 'NV', 'Henderson'),
  (108, 'NV', 'Reno'),
  (109, 'NV', 'Carson City'),
  (110, 'NH', 'Manchester'),
  (111, 'NH', 'Nashua'),
  (112, 'NH', 'Concord'),
  (113, 'NJ', 'Newark'),
  (114, 'NJ', 'Jersey City'),
  (115, 'NJ', 'Paterson'),
  (116, 'NJ', 'Trenton'),
  (117, 'NM', 'Albuquerque'),
  (118, 'NM', 'Las Cruces'),
  (119, 'NM', 'Santa Fe'),
  (120, 'NY', 'New York City'),
  (121, 'NY', 'Buffalo'),
  (122, 'NY', 'Rochester'),
  (123, 'NY', 'Albany'),
  (124, 'NY', 'Syracuse'),
  (125, 'NC', 'Charlotte'),
  (126, 'NC', 'Raleigh'),
  (127, 'NC', 'Greensboro'),
  (128, 'NC', 'Durham'),
  (129, 'ND', 'Fargo'),
  (130, 'ND', 'Bismarck'),
  (131, 'ND', 'Grand Forks'),
  (132, 'OH', 'Columbus'),
  (133, 'OH', 'Cleveland'),
  (134, 'OH', 'Cincinnati'),
  (135, 'OH', 'Toledo'),
  (136, 'OK', 'Oklahoma City'),
  (137, 'OK', 'Tulsa'),
  (138, 'OK', 'Norman'),
  (139, 'OR', 'Portland'),
  (140, 'OR', 'Salem'),
  (141, 'OR', 'Eugene'),
  (142, 'PA', 'Philadelphia'),
  (143, 'PA', 'Pittsburgh'),
  (144, 'PA', 'Allentown'),
  (145, 'PA', 'Harrisburg'),
  (146, 'RI', 'Providence'),
  (147, 'RI', 'Warwick'),
  (148, 'RI', 'Cranston'),
  (149, 'SC', 'Charleston'),
  (150, 'SC', 'Columbia'),
  (151, 'SC', 'Greenville'),
  (152, 'SD', 'Sioux Falls'),
  (153, 'SD', 'Rapid City'),
  (154, 'SD', 'Pierre'),
  (155, 'TN', 'Nashville'),
  (156, 'TN', 'Memphis'),
  (157, 'TN', 'Knoxville'),
  (158, 'TN', 'Chattanooga'),
  (159, 'TX', 'Houston'),
  (160, 'TX', 'San Antonio'),
  (161, 'TX', 'Dallas'),
  (162, 'TX', 'Austin'),
  (163, 'TX', 'Fort Worth'),
  (164, 'TX', 'El Paso'),
  (165, 'UT', 'Salt Lake City'),
  (166, 'UT', 'West Valley City'),
  (167, 'UT', 'Provo'),
  (168, 'UT', 'Ogden'),
  (169, 'VT', 'Burlington'),
  (170, 'VT', 'South Burlington'),
  (171, 'VT', 'Montpelier'),
  (172, 'VA', 'Virginia Beach'),
  (173, 'VA', 'Richmond'),
  (174, 'VA', 'Norfolk'),
  (175, 'VA', 'Arlington'),
  (176, 'WA', 'Seattle'),
  (177, 'WA', 'Spokane'),
  (178, 'WA', 'Tacoma'),
  (179, 'WA', 'Olympia'),
  (180, 'WV', 'Charleston'),
  (181, 'WV', 'Huntington'),
  (182, 'WV', 'Morgantown'),
  (183, 'WI', 'Milwaukee'),
  (184, 'WI', 'Madison'),
  (185, 'WI', 'Green Bay'),
  (186, 'WY', 'Cheyenne'),
  (187, 'WY', 'Casper'),
  (188, 'WY', 'Laramie')
) as v (id, state_code, name)
join states s on s.country_id = 1 and s.code = v.state_code
on conflict do nothing;

insert into cities (id, state_id, name)
select v.id, s.id, v.name
from (values
  (189, 'AB', 'Calgary'),
  (190, 'AB', 'Edmonton'),
  (191, 'AB', 'Red Deer'),
  (192, 'BC', 'Vancouver'),
  (193, 'BC', 'Victoria'),
  (194, 'BC', 'Surrey'),
  (195, 'BC', 'Kelowna'),
  (196, 'MB', 'Winnipeg'),
  (197, 'MB', 'Brandon'),
  (198, 'NB', 'Moncton'),
  (199, 'NB', 'Saint John'),
  (200, 'NB', 'Fredericton'),
  (201, 'NL', 'St. John''s'),
  (202, 'NL', 'Corner Brook'),
  (203, 'NS', 'Halifax'),
  (204, 'NS', 'Sydney'),
  (205, 'ON', 'Toronto'),
  (206, 'ON', 'Ottawa'),
  (207, 'ON', 'Mississauga'),
  (208, 'ON', 'Hamilton'),
  (209, 'ON', 'London'),
  (210, 'PE', 'Charlottetown'),
  (211, 'PE', 'Summerside'),
  (212, 'QC', 'Montreal'),
  (213, 'QC', 'Quebec City'),
  (214, 'QC', 'Laval'),
  (215, 'QC', 'Gatineau'),
  (216, 'SK', 'Saskatoon'),
  (217, 'SK', 'Regina'),
  (218, 'NT', 'Yellowknife'),
  (219, 'NU', 'Iqaluit'),
  (220, 'YT', 'Whitehorse')
) as v (id, state_code, name)
join states s on s.country_id = 2 and s.code = v.state_code
on conflict do nothing;

-- Explicit ids leave the identity sequences behind; move them past the seeded rows so rows
-- added later (by admins, by registrations) get fresh ids.
select setval(pg_get_serial_sequence('service_categories', 'id'), (select max(id) from service_categories));
select setval(pg_get_serial_sequence('services', 'id'), (select max(id) from services));
select setval(pg_get_serial_sequence('countries', 'id'), (select max(id) from countries));
select setval(pg_get_serial_sequence('states', 'id'), (select max(id) from states));
select setval(pg_get_serial_sequence('cities', 'id'), (select max(id) from cities));

-- Demo accounts shown in the README; each password is Demo1234! (bcrypt, cost 10).
insert into private.users (id, email, password_hash, name, user_type, is_verified) values
  ('00000000-0000-4000-8000-000000000001', 'customer@demo.test', '$2b$10$clb/MbH/B6gFk1oVClkN3ORU1FxaV2BDvNSY.2qj5ofiMqE74hqXu', 'Casey Customer', 'customer', true),
  ('00000000-0000-4000-8000-000000000002', 'provider@demo.test', '$2b$10$PcpR5jGmWq.D1kZ2x/baNeznCtpYqwnZYljAf1gOGvlkOqO.pnQBi', 'Pat Provider', 'provider', true),
  ('00000000-0000-4000-8000-000000000003', 'admin@demo.test', '$2b$10$o/6PQ8sXIwiqljQbIWxfoulNOJKCgv1O1Dk02szRczpZGvrIQhikS', 'Alex Admin', 'admin', true)
on conflict do nothing;

-- Profile details of the demo accounts. Only fills what is empty, so edits made through the
-- profile screen survive the next start.
update private.users as u set
  phone = coalesce(u.phone, '+' || regexp_replace(v.phone, '\D', '', 'g')),
  dob = coalesce(u.dob, v.dob::date),
  gender = coalesce(u.gender, v.gender)
from (values
  ('00000000-0000-4000-8000-000000000001'::uuid, '+1 (305) 555-0142', '1988-03-14', 'female'),
  ('00000000-0000-4000-8000-000000000002'::uuid, '+1 (305) 555-0187', '1979-11-02', 'male'),
  ('00000000-0000-4000-8000-000000000003'::uuid, '+1 (305) 555-0110', '1985-07-21', 'other')
) as v (id, phone, dob, gender)
where u.id = v.id;

-- Concerns of the demo customer in every status (0 in progress, 1 resolved, 2 open/completed,
-- 3 closed; spec 4), some within the overview's 5-day window and some older. Times are relative
-- to the first start, so the window is populated on a fresh database.
insert into concerns (id, user_id, title, description, priority, status, created_at) values
  (1, '00000000-0000-4000-8000-000000000001', 'Billing question about my last visit',
   'I was charged twice for my physical therapy session on the 3rd. Could someone check the invoice and refund the duplicate charge?',
   'high', 0, now() - interval '1 day'),
  (2, '00000000-0000-4000-8000-000000000001', 'Appointment reminder not received',
   'I did not get the reminder e-mail for my appointment yesterday and nearly missed it. Please check my notification settings.',
   'medium', 0, now() - interval '3 days'),
  (3, '00000000-0000-4000-8000-000000000001', 'Wrong address on provider profile',
   'The clinic address shown for my orthopedic specialist is their old location. Their new office is on Biscayne Boulevard.',
   'low', 1, now() - interval '2 days'),
  (4, '00000000-0000-4000-8000-000000000001', 'Unable to reschedule my appointment',
   'The Reschedule dialog shows no free slots for next week, although the clinic told me on the phone that there are several.',
   'urgent', 2, now() - interval '4 days'),
  (5, '00000000-0000-4000-8000-000000000001', 'Medical records request',
   'I need a copy of the notes from my first consultation for my insurance claim. How can I request them?',
   'medium', 1, now() - interval '12 days'),
  (6, '00000000-0000-4000-8000-000000000001', 'Provider cancelled without notice',
   'My appointment was cancelled an hour before it started and nobody contacted me. I would like to understand what happened.',
   'high', 2, now() - interval '20 days'),
  (7, '00000000-0000-4000-8000-000000000001', 'Duplicate account after registration',
   'I registered twice by mistake with two e-mail addresses. Please remove the one I no longer use.',
   'low', 3, now() - interval '35 days')
on conflict do nothing;

select setval(pg_get_serial_sequence('concerns', 'id'), (select max(id) from concerns));

-- Providers of the directory (issue 4), verified: every category and subcategory, in several states and
-- cities, among them the spec's Miami ZIPs (33101, 33125, 33130, 33133) offering Medical →
-- Specialists → Orthopedics. Provider 1 is managed by the demo provider account. About half have
-- a photo; the others have none, so the app shows its dummy picture. Photos are small SVG
-- portraits as data: URLs, because the app's CSP allows images only from itself, data: and blob:,
-- and a seed cannot put files under DATA_DIR/uploads.
insert into service_providers (id, user_id, business_name, name, picture, rating, review_count, bio, experience, education, phone, email, website, verification_status)
select v.id, v.user_id::uuid, v.business_name, v.name,
  case when v.colour is null then null else
    'data:image/svg+xml;base64,' || replace(encode(convert_to(format(
      '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160"><rect width="160" height="160" fill="%s"/><circle cx="80" cy="62" r="30" fill="#ffffff" opacity="0.85"/><rect x="30" y="100" width="100" height="60" rx="40" fill="#ffffff" opacity="0.85"/><text x="80" y="72" font-family="sans-serif" font-size="26" text-anchor="middle" fill="%s">%s</text></svg>',
      v.colour, v.colour, v.initials), 'UTF8'), 'base64'), E'\n', '')
  end,
  -- Phones are stored in E.164 (+1 and ten digits), as the server stores what people type.
  v.rating, v.review_count, v.bio, v.experience, v.education, '+' || regexp_replace(v.phone, '\D', '', 'g'), v.email, v.website, 'verified'
from (values
  (1, '00000000-0000-4000-8000-000000000002', 'Biscayne Orthopedic Center', 'Dr. Maria Lopez', '#1d4ed8', 'ML', 4.8, 126,
   'Board-certified orthopedic surgeon focused on sports and accident injuries of the knee, shoulder and spine.', '15 years', 'MD, University of Miami Miller School of Medicine', '+1 (305) 555-0101', 'care@biscayneortho.example', 'https://biscayneortho.example'),
  (2, null, 'Little Havana Bone & Joint', 'Dr. Carlos Rivera', null, null, 4.5, 48,
   'Orthopedics and neurology for work and traffic injuries; Spanish and English spoken.', '11 years', 'MD, Universidad Central de Venezuela; residency at Jackson Memorial', '+1 (305) 555-0102', 'citas@lhbonejoint.example', null),
  (3, null, 'Brickell Sports Medicine', 'Dr. Aisha Thompson', '#047857', 'AT', 4.9, 212,
   'Sports medicine and orthopedics for athletes and weekend warriors, with same-week appointments.', '9 years', 'MD, Johns Hopkins University', '+1 (305) 555-0103', 'hello@brickellsports.example', 'https://brickellsports.example'),
  (4, null, 'Coconut Grove Spine & Ortho', 'Dr. Daniel Kim', null, null, null, 0,
   'Non-surgical spine care and orthopedic rehabilitation after car accidents.', '6 years', 'DO, Nova Southeastern University', '+1 (305) 555-0104', 'office@grovespine.example', null),
  (5, null, 'Miami Heart Institute', 'Dr. Priya Shah', '#b91c1c', 'PS', 4.7, 89,
   'Cardiology consultations, stress tests and follow-up after chest injuries.', '18 years', 'MD, Harvard Medical School', '+1 (305) 555-0105', 'info@miamiheart.example', 'https://miamiheart.example'),
  (6, null, 'Sunshine Family Medicine', 'Dr. Laura Chen', '#7c3aed', 'LC', 4.6, 64,
   'Family, internal and pediatric medicine for the whole household.', '12 years', 'MD, University of Florida', '+1 (305) 555-0106', 'frontdesk@sunshinefm.example', null),
  (7, null, 'Coral Gables Surgical Associates', 'Dr. Robert Hayes', null, null, 4.4, 37,
   'General and orthopedic surgery with a focus on trauma repair.', '20 years', 'MD, Duke University School of Medicine', '+1 (305) 555-0107', 'surgery@cgsa.example', 'https://cgsa.example'),
  (8, null, 'Bayfront Behavioral Health', 'Dr. Nina Patel', '#0e7490', 'NP', 4.9, 153,
   'Psychiatry, psychology and counseling for anxiety and trauma after accidents.', '14 years', 'MD, Emory University', '+1 (305) 555-0108', 'care@bayfrontbh.example', null),
  (9, null, 'Rivera & Associates Injury Law', 'Sofia Rivera, Esq.', '#92400e', 'SR', 4.8, 301,
   'Personal injury attorneys: car accidents, slip and fall, malpractice and workers compensation. No fee unless we win.', '17 years', 'JD, University of Miami School of Law', '+1 (305) 555-0109', 'intake@riveralaw.example', 'https://riveralaw.example'),
  (10, null, 'Ocean Drive Defense', 'Marcus Bell, Esq.', null, null, 4.2, 22,
   'Criminal defense for DUI, drug charges and assault.', '8 years', 'JD, Florida State University', '+1 (305) 555-0110', 'defense@oceandrive.example', null),
  (11, null, 'Hialeah Family Law Group', 'Elena Garcia, Esq.', '#be185d', 'EG', 4.5, 41,
   'Divorce and child custody, with mediation first.', '10 years', 'JD, St. Thomas University', '+1 (305) 555-0111', 'family@hialeahlaw.example', null),
  (12, null, 'Magic City Rehab', 'Tom Alvarez', null, null, 4.1, 19,
   'Physical and drug rehabilitation programs, outpatient.', '7 years', 'DPT, Florida International University', '+1 (305) 555-0112', 'rehab@magiccity.example', null),
  (13, null, 'South Florida Imaging', 'Dr. Kevin Brooks', '#334155', 'KB', 4.3, 58,
   'Radiology and imaging (X-ray, MRI, CT) with reports within 24 hours.', '13 years', 'MD, University of South Florida', '+1 (954) 555-0113', 'scheduling@sfimaging.example', 'https://sfimaging.example'),
  (14, null, 'Tampa Bay Physical Therapy', 'Jessica Moore, DPT', null, null, 4.6, 73,
   'Physical and occupational therapy after injuries and surgery.', '9 years', 'DPT, University of South Florida', '+1 (813) 555-0114', 'pt@tampabaypt.example', null),
  (15, null, 'Orlando Orthopaedic Clinic', 'Dr. Steven Wright', '#15803d', 'SW', 4.4, 95,
   'Orthopedics and physical therapy under one roof.', '22 years', 'MD, Vanderbilt University', '+1 (407) 555-0115', 'appointments@orlandoortho.example', null),
  (16, null, 'Manhattan Spine Orthopedics', 'Dr. Rachel Green', '#1e3a8a', 'RG', 4.7, 188,
   'Orthopedics and neurology for neck and back injuries, two Manhattan offices.', '16 years', 'MD, Columbia University', '+1 (212) 555-0116', 'office@manhattanspine.example', 'https://manhattanspine.example'),
  (17, null, 'Hudson Injury Lawyers', 'David Cohen, Esq.', null, null, 4.3, 67,
   'Car accident and workers compensation claims across New York.', '19 years', 'JD, New York University', '+1 (212) 555-0117', 'claims@hudsoninjury.example', null),
  (18, null, 'Brooklyn Counseling Center', 'Dr. Amara Okafor', '#9333ea', 'AO', 4.8, 112,
   'Counseling and therapy for individuals and families.', '11 years', 'PhD, Fordham University', '+1 (718) 555-0118', 'hello@brooklyncounseling.example', null),
  (19, null, 'Buffalo Diagnostic Labs', 'Lisa Novak', null, null, 3.9, 14,
   'Laboratory tests and radiology, walk-ins in the morning.', '5 years', 'BS, University at Buffalo', '+1 (716) 555-0119', 'lab@buffalodiag.example', null),
  (20, null, 'Lone Star Accident Attorneys', 'James Carter, Esq.', '#c2410c', 'JC', 4.6, 140,
   'Car accident and slip and fall cases in Harris County.', '14 years', 'JD, University of Houston Law Center', '+1 (713) 555-0120', 'help@lonestaraccident.example', 'https://lonestaraccident.example'),
  (21, null, 'Houston Medical Primary Care', 'Dr. Olivia Nguyen', null, null, 4.5, 52,
   'Family and internal medicine near the Texas Medical Center.', '10 years', 'MD, Baylor College of Medicine', '+1 (713) 555-0121', 'care@houstonprimary.example', null),
  (22, null, 'Austin Sports Rehab', 'Ryan Foster, DPT', '#0f766e', 'RF', 4.7, 81,
   'Physical and cognitive rehabilitation after sports and car injuries.', '8 years', 'DPT, University of Texas', '+1 (512) 555-0122', 'team@austinsportsrehab.example', null),
  (23, null, 'Dallas Business Law Partners', 'Hannah Lee, Esq.', null, null, 4.0, 9,
   'Corporate, contract and employment law for small businesses.', '12 years', 'JD, SMU Dedman School of Law', '+1 (214) 555-0123', 'partners@dallasbizlaw.example', null),
  (24, null, 'Pacific Orthopedics', 'Dr. Michael Tan', '#0369a1', 'MT', 4.6, 97,
   'Orthopedics for sports and work injuries in downtown Los Angeles.', '15 years', 'MD, UCLA David Geffen School of Medicine', '+1 (213) 555-0124', 'info@pacificortho.example', 'https://pacificortho.example'),
  (25, null, 'Golden Gate Neurosurgery', 'Dr. Emily Zhang', null, null, 4.9, 45,
   'Neurosurgery and general surgery for spinal trauma.', '21 years', 'MD, Stanford University', '+1 (415) 555-0125', 'office@ggneuro.example', null),
  (26, null, 'SoCal Speech & Occupational Therapy', 'Grace Kim, OTR', '#a16207', 'GK', 4.4, 33,
   'Speech and occupational therapy for adults recovering from injuries.', '7 years', 'MOT, University of Southern California', '+1 (619) 555-0126', 'therapy@socalsot.example', null),
  (27, null, 'Windy City Injury Law', 'Patrick O''Brien, Esq.', null, null, 4.5, 76,
   'Car accidents and medical malpractice in Cook County.', '24 years', 'JD, Loyola University Chicago', '+1 (312) 555-0127', 'intake@windycitylaw.example', null),
  (28, null, 'Lakeshore Dermatology', 'Dr. Fatima Hassan', '#db2777', 'FH', 4.8, 120,
   'Dermatology, including scar care after injuries and burns.', '13 years', 'MD, Northwestern University', '+1 (312) 555-0128', 'derm@lakeshore.example', null),
  (29, null, 'Peachtree Family Law', 'Monique Davis, Esq.', null, null, 4.6, 58,
   'Divorce, custody, adoption and protection from domestic violence.', '15 years', 'JD, Emory University School of Law', '+1 (404) 555-0129', 'family@peachtreelaw.example', null),
  (30, null, 'Emerald City Recovery Center', 'Dr. Ben Larson', '#166534', 'BL', 4.2, 27,
   'Drug and cognitive rehabilitation, inpatient and outpatient.', '10 years', 'MD, University of Washington', '+1 (206) 555-0130', 'admissions@emeraldrecovery.example', null)
) as v (id, user_id, business_name, name, colour, initials, rating, review_count, bio, experience, education, phone, email, website)
on conflict do nothing;

-- Locations. Hours follow a few patterns: open every day (hours_all), weekdays only, weekdays
-- and a short Saturday, and weekdays except Wednesday. Location 1 (Miami 33101) is open every
-- day, so a booking can be tried on any date.
insert into provider_locations (id, provider_id, address, lat, long, country_id, state_id, city_id, zipcode, time_zone, category_id, subcategory_id, business_hours)
select v.id, v.provider_id, v.address, v.lat, v.long, 1, v.state_id, v.city_id, v.zipcode, v.time_zone, v.category_id, v.subcategory_id,
  case v.hours
    when 'all' then '{"monday":{"open":"09:00","close":"17:00","isClosed":false},"tuesday":{"open":"09:00","close":"17:00","isClosed":false},"wednesday":{"open":"09:00","close":"17:00","isClosed":false},"thursday":{"open":"09:00","close":"17:00","isClosed":false},"friday":{"open":"09:00","close":"17:00","isClosed":false},"saturday":{"open":"09:00","close":"17:00","isClosed":false},"sunday":{"open":"09:00","close":"17:00","isClosed":false}}'
    when 'weekdays' then '{"monday":{"open":"09:00","close":"17:00","isClosed":false},"tuesday":{"open":"09:00","close":"17:00","isClosed":false},"wednesday":{"open":"09:00","close":"17:00","isClosed":false},"thursday":{"open":"09:00","close":"17:00","isClosed":false},"friday":{"open":"09:00","close":"17:00","isClosed":false},"saturday":{"open":"09:00","close":"17:00","isClosed":true},"sunday":{"open":"09:00","close":"17:00","isClosed":true}}'
    when 'saturday' then '{"monday":{"open":"09:00","close":"17:00","isClosed":false},"tuesday":{"open":"09:00","close":"17:00","isClosed":false},"wednesday":{"open":"09:00","close":"17:00","isClosed":false},"thursday":{"open":"09:00","close":"17:00","isClosed":false},"friday":{"open":"09:00","close":"17:00","isClosed":false},"saturday":{"open":"10:00","close":"14:00","isClosed":false},"sunday":{"open":"09:00","close":"17:00","isClosed":true}}'
    else '{"monday":{"open":"09:00","close":"17:00","isClosed":false},"tuesday":{"open":"09:00","close":"17:00","isClosed":false},"wednesday":{"open":"09:00","close":"17:00","isClosed":true},"thursday":{"open":"09:00","close":"17:00","isClosed":false},"friday":{"open":"09:00","close":"17:00","isClosed":false},"saturday":{"open":"09:00","close":"13:00","isClosed":false},"sunday":{"open":"09:00","close":"17:00","isClosed":true}}'
  end::jsonb
from (values
  (1, 1, '1200 Biscayne Blvd, Miami, FL 33101', 25.7889, -80.1880, 9, 31, '33101', 'America/New_York', 1, 5, 'all'),
  (2, 2, '1600 SW 8th St, Miami, FL 33125', 25.7654, -80.2209, 9, 31, '33125', 'America/New_York', 1, 5, 'saturday'),
  (3, 3, '1001 Brickell Bay Dr, Miami, FL 33130', 25.7650, -80.1936, 9, 31, '33130', 'America/New_York', 1, 5, 'weekdays'),
  (4, 4, '3250 Grand Ave, Miami, FL 33133', 25.7280, -80.2440, 9, 31, '33133', 'America/New_York', 1, 5, 'midweek'),
  (5, 5, '1400 NW 12th Ave, Miami, FL 33136', 25.7867, -80.2135, 9, 31, '33136', 'America/New_York', 1, 5, 'weekdays'),
  (6, 6, '2900 NW 7th Ave, Miami, FL 33127', 25.8040, -80.2094, 9, 31, '33127', 'America/New_York', 1, 4, 'saturday'),
  (7, 7, '2000 Ponce de Leon Blvd, Coral Gables, FL 33134', 25.7505, -80.2593, 9, 33, '33134', 'America/New_York', 1, 6, 'weekdays'),
  (8, 8, '1500 Alton Rd, Miami Beach, FL 33139', 25.7862, -80.1418, 9, 32, '33139', 'America/New_York', 1, 7, 'midweek'),
  (9, 9, '200 S Biscayne Blvd, Miami, FL 33131', 25.7722, -80.1874, 9, 31, '33131', 'America/New_York', 2, 8, 'weekdays'),
  (10, 10, '801 Ocean Dr, Miami Beach, FL 33139', 25.7790, -80.1310, 9, 32, '33139', 'America/New_York', 2, 9, 'saturday'),
  (11, 11, '501 Palm Ave, Hialeah, FL 33010', 25.8283, -80.2810, 9, 34, '33010', 'America/New_York', 2, 10, 'weekdays'),
  (12, 12, '3000 NW 17th Ave, Miami, FL 33135', 25.8000, -80.2260, 9, 31, '33135', 'America/New_York', 3, 14, 'all'),
  (13, 13, '100 E Broward Blvd, Fort Lauderdale, FL 33301', 26.1224, -80.1430, 9, 35, '33301', 'America/New_York', 3, 13, 'weekdays'),
  (14, 14, '400 N Tampa St, Tampa, FL 33602', 27.9490, -82.4590, 9, 37, '33602', 'America/New_York', 3, 12, 'saturday'),
  (15, 15, '55 W Church St, Orlando, FL 32801', 28.5410, -81.3790, 9, 36, '32801', 'America/New_York', 1, 5, 'midweek'),
  (16, 16, '530 1st Ave, New York, NY 10016', 40.7420, -73.9740, 32, 120, '10016', 'America/New_York', 1, 5, 'weekdays'),
  (17, 17, '1 Centre St, New York, NY 10007', 40.7127, -74.0040, 32, 120, '10007', 'America/New_York', 2, 8, 'weekdays'),
  (18, 18, '75 Court St, Brooklyn, NY 11201', 40.6920, -73.9910, 32, 120, '11201', 'America/New_York', 1, 7, 'saturday'),
  (19, 19, '200 Delaware Ave, Buffalo, NY 14202', 42.8890, -78.8760, 32, 121, '14202', 'America/New_York', 3, 13, 'midweek'),
  (20, 20, '910 Louisiana St, Houston, TX 77002', 29.7580, -95.3680, 43, 159, '77002', 'America/Chicago', 2, 8, 'weekdays'),
  (21, 21, '6565 Fannin St, Houston, TX 77030', 29.7100, -95.3980, 43, 159, '77030', 'America/Chicago', 1, 4, 'saturday'),
  (22, 22, '600 Congress Ave, Austin, TX 78701', 30.2680, -97.7430, 43, 162, '78701', 'America/Chicago', 3, 14, 'weekdays'),
  (23, 23, '2200 Ross Ave, Dallas, TX 75201', 32.7880, -96.7990, 43, 161, '75201', 'America/Chicago', 2, 11, 'weekdays'),
  (24, 24, '700 Wilshire Blvd, Los Angeles, CA 90017', 34.0490, -118.2560, 5, 15, '90017', 'America/Los_Angeles', 1, 5, 'saturday'),
  (25, 25, '2100 Webster St, San Francisco, CA 94115', 37.7900, -122.4330, 5, 18, '94115', 'America/Los_Angeles', 1, 6, 'weekdays'),
  (26, 26, '600 B St, San Diego, CA 92101', 32.7180, -117.1580, 5, 16, '92101', 'America/Los_Angeles', 3, 12, 'midweek'),
  (27, 27, '77 W Washington St, Chicago, IL 60602', 41.8830, -87.6300, 13, 50, '60602', 'America/Chicago', 2, 8, 'weekdays'),
  (28, 28, '676 N Michigan Ave, Chicago, IL 60611', 41.8950, -87.6240, 13, 50, '60611', 'America/Chicago', 1, 5, 'saturday'),
  (29, 29, '191 Peachtree St NE, Atlanta, GA 30303', 33.7590, -84.3870, 10, 40, '30303', 'America/New_York', 2, 10, 'weekdays'),
  (30, 30, '1000 2nd Ave, Seattle, WA 98104', 47.6050, -122.3350, 47, 176, '98104', 'America/Los_Angeles', 3, 14, 'all'),
  (31, 1, '2550 Douglas Rd, Coral Gables, FL 33134', 25.7470, -80.2570, 9, 33, '33134', 'America/New_York', 1, 5, 'weekdays'),
  (32, 16, '1790 Broadway, New York, NY 10019', 40.7670, -73.9820, 32, 120, '10019', 'America/New_York', 1, 5, 'midweek')
) as v (id, provider_id, address, lat, long, state_id, city_id, zipcode, time_zone, category_id, subcategory_id, hours)
on conflict do nothing;

insert into location_services (location_id, service_id) values
  (1, 6), (1, 8), (2, 6), (2, 7), (3, 6), (3, 4), (4, 6), (4, 5), (5, 4), (6, 1), (6, 2), (6, 3),
  (7, 9), (7, 10), (8, 13), (8, 14), (8, 15), (9, 17), (9, 18), (9, 19), (9, 20), (10, 21), (10, 22), (10, 23),
  (11, 25), (11, 26), (12, 40), (12, 39), (13, 36), (13, 38), (14, 33), (14, 34), (15, 6), (15, 8),
  (16, 6), (16, 7), (17, 17), (17, 20), (18, 15), (18, 16), (19, 37), (19, 36), (20, 17), (20, 18),
  (21, 1), (21, 2), (22, 40), (22, 41), (23, 29), (23, 30), (23, 31), (24, 6), (25, 12), (25, 9),
  (26, 34), (26, 35), (27, 17), (27, 19), (28, 5), (29, 25), (29, 26), (29, 27), (29, 28),
  (30, 39), (30, 41), (31, 6), (32, 6), (32, 7)
on conflict do nothing;

-- Eight hourly slots, 09:00 to 17:00, at every seeded location.
insert into location_slots (location_id, start_time, end_time)
select l.id, make_time(h, 0, 0), make_time(h + 1, 0, 0)
from provider_locations l cross join generate_series(9, 16) as h
where l.id <= 32
on conflict do nothing;

-- Every business has an owner account, so the admin can verify and manage each one (the Users
-- screen finds it by the business's name and e-mail): a provider account under the business's own
-- e-mail and practitioner's name, confirmed as its business is verified, with no password (the
-- owner sets one through Forgot password). Ids run 00000000-0000-4000-8001-0000000000NN for
-- business NN; each is a day older than the next, so the admin's newest-first list keeps one order.
insert into private.users (id, email, name, phone, user_type, is_verified, created_at)
select ('00000000-0000-4000-8001-' || lpad(p.id::text, 12, '0'))::uuid, p.email, p.name, p.phone, 'provider', true,
       now() - make_interval(days => 400 - p.id)
  from service_providers p
 where p.id between 2 and 30 and p.user_id is null
on conflict do nothing;
update service_providers as p
   set user_id = ('00000000-0000-4000-8001-' || lpad(p.id::text, 12, '0'))::uuid
 where p.id between 2 and 30 and p.user_id is null
   and exists (select 1 from public.profiles o where o.id = ('00000000-0000-4000-8001-' || lpad(p.id::text, 12, '0'))::uuid);

select setval(pg_get_serial_sequence('service_providers', 'id'), (select max(id) from service_providers));
select setval(pg_get_serial_sequence('provider_locations', 'id'), (select max(id) from provider_locations));

-- The providers' ratings and review counts above become that many reviews (migration 0020), from
-- which the figures are kept from then on.
select private.reviews_from_listed_figures();

-- The reviews above share one sentence per star rating; a reader of a provider's list meets many
-- voices instead. Seeded reviews only (no appointment behind them), chosen by id so every start of
-- a fresh database writes the same texts.
update reviews as r
   set body = (case r.rating
     when 5 then array[
       'Excellent care from the first call. I felt listened to and the results speak for themselves.',
       'They fitted me in the same week after my car accident and explained every scan in plain words.',
       'The front desk handled my insurance paperwork, so I could focus on getting better.',
       'Six weeks after my fall I am back at work. Thorough, patient and always on time.',
       'Kind staff, clean office, and a treatment plan that actually worked for my back.',
       'I was nervous after the crash; they walked me through each step and called to check on me.',
       'Clear answers, no rushing, and they sent my records to my attorney the same day.']
     when 4 then array[
       'Professional and thorough; they explained every step after my accident.',
       'Good care overall. The wait was a little long, but the doctor took her time with me.',
       'Helpful staff and a solid plan. Parking was the only hassle.',
       'They found the problem my first clinic missed. Follow-up calls could be quicker.',
       'Friendly and knowledgeable; booking online was easy.']
     when 3 then array[
       'Helpful in the end, though the scheduling took a while.',
       'The treatment was fine, but I had to call twice to get my results.',
       'Decent visit. The office was busy and it felt a bit rushed.']
     when 2 then array[
       'Long wait and the follow-up was not clear to me.',
       'The doctor was polite, but nobody explained the bill.']
     else array[
       'Very disappointing visit and hard to reach afterwards.',
       'My appointment was moved twice without notice.']
   end)[1 + (r.id % (case r.rating when 5 then 7 when 4 then 5 when 3 then 3 else 2 end))]
 where r.booking_id is null;


-- Bookings of the demo customer in every status (spec 4: 0 Pending, 1 Confirmed, 2 Completed,
-- 3 Canceled, 4 cancelled by the customer), past and upcoming. Dates are relative to the first
-- start, so a fresh database always has both.
insert into bookings (id, booking_id, user_id, provider_id, location_id, address, date, slot, day, booking_status, created_at)
select v.id, v.booking_id, '00000000-0000-4000-8000-000000000001', l.provider_id, l.id, l.address,
  current_date + v.offset_days, v.slot, trim(to_char(current_date + v.offset_days, 'Day')), v.status,
  now() - interval '30 days'
from (values
  (1, 'BK-DEMO0001', 1, 3, '10:00 AM - 11:00 AM', 1),
  (2, 'BK-DEMO0002', 12, 5, '02:00 PM - 03:00 PM', 0),
  (3, 'BK-DEMO0003', 9, 10, '11:00 AM - 12:00 PM', 1),
  (4, 'BK-DEMO0004', 8, 2, '09:00 AM - 10:00 AM', 4),
  (5, 'BK-DEMO0005', 6, -3, '03:00 PM - 04:00 PM', 2),
  (6, 'BK-DEMO0006', 2, -10, '09:00 AM - 10:00 AM', 2),
  (7, 'BK-DEMO0007', 13, -6, '01:00 PM - 02:00 PM', 3),
  (8, 'BK-DEMO0008', 16, -21, '10:00 AM - 11:00 AM', 4),
  (9, 'BK-DEMO0009', 1, -2, '04:00 PM - 05:00 PM', 1)
) as v (id, booking_id, location_id, offset_days, slot, status)
join provider_locations l on l.id = v.location_id
on conflict do nothing;

select setval(pg_get_serial_sequence('bookings', 'id'), (select max(id) from bookings));

-- A month of what customers did on the demo provider's listing (Biscayne Orthopedic Center), so its
-- Overview shows the cards, the chart and Recent Activity on the first look. Times are relative to
-- the first start; the numbers vary by day and action but are the same on every fresh database.
-- No customer is named (the rows exist only to be counted). Its appointment requests are its
-- seeded bookings, at the moment each was made, so the Appointment Requests card agrees with the
-- Appointments list.
insert into lead_events (provider_id, location_id, action, customer_id, city, occurred_at)
select 1, l.id, a.action, null, coalesce(ci.name, ''),
       now() - make_interval(days => d, hours => (d * 5 + k * 3 + a.base) % 10, mins => (d * 17 + k * 11) % 60)
  from generate_series(0, 29) as d
 cross join (values ('profileView', 5), ('website', 2), ('phone', 2), ('directions', 1)) as a (action, base)
 cross join lateral generate_series(1, a.base + (d * 7 + length(a.action) * 3) % 4 - 1) as k
  join provider_locations l on l.id = case when (d + k) % 3 = 0 then 2 else 1 end
  left join cities ci on ci.id = l.city_id
 where not exists (select 1 from lead_events e where e.provider_id = 1);
insert into lead_events (provider_id, location_id, action, customer_id, city, occurred_at)
select l.provider_id, b.location_id, 'booking', b.user_id, coalesce(ci.name, ''), b.created_at
  from bookings b
  join provider_locations l on l.id = b.location_id
  left join cities ci on ci.id = l.city_id
 where l.provider_id = 1
   and not exists (select 1 from lead_events e where e.provider_id = 1 and e.action = 'booking');

-- The admin area's content (issue 10): a few system notifications, blog posts, the site's pages,
-- the SEO settings and events. Times are relative to the first start.
insert into system_notifications (id, title, message, type, is_read, created_at) values
  ('a0000000-0000-4000-8000-000000000001', 'Directory listed',
   '30 providers in 32 locations across seven states are listed and bookable.', 'success', true, now() - interval '3 days'),
  ('a0000000-0000-4000-8000-000000000002', 'Demo accounts active',
   'The customer, provider and admin demo accounts sign in with the password shown in the README.', 'info', false, now() - interval '2 days'),
  ('a0000000-0000-4000-8000-000000000003', 'Provider events need review',
   'Events created by providers wait for an administrator''s approval before customers see them.', 'warning', false, now() - interval '1 day')
on conflict do nothing;

insert into blogs (id, title, slug, excerpt, body, is_published, created_at, updated_at) values
  ('b0000000-0000-4000-8000-000000000001', 'What to do in the first 24 hours after a car accident',
   'first-24-hours-after-a-car-accident',
   'Safety first, then a doctor, then the paperwork: the steps that protect your health and your claim.',
   E'## Get safe and get checked\n\nMove out of traffic if you can and call 911 when anyone is hurt. Some injuries, such as whiplash and concussions, show up hours later, so see a doctor the same day even if you feel fine.\n\n## Write things down\n\nPhotograph the vehicles, the road and your injuries. Note the other driver''s details, the police report number and the names of witnesses.\n\n## Talk to your insurer, carefully\n\nReport the accident, but do not accept a settlement before you know how serious your injuries are. A free case review with a personal injury attorney costs you nothing.',
   true, now() - interval '20 days', now() - interval '20 days'),
  ('b0000000-0000-4000-8000-000000000002', 'How to choose an injury specialist',
   'how-to-choose-an-injury-specialist',
   'Orthopedist, neurologist or physical therapist? What each one treats and when to see them.',
   E'Injuries rarely come with a label. A few pointers:\n\n- **Orthopedics** for bones, joints and the spine: fractures, torn ligaments, back pain.\n- **Neurology** for head injuries, numbness, tingling or headaches that do not go away.\n- **Physical therapy** to regain strength and movement once the injury is diagnosed.\n\nSearch by category, subcategory and service to see who is near you, with their hours and free slots.',
   true, now() - interval '9 days', now() - interval '9 days'),
  ('b0000000-0000-4000-8000-000000000003', 'Understanding workers'' compensation claims',
   'understanding-workers-compensation-claims',
   'Who pays when you are hurt at work, which deadlines matter, and when to get a lawyer.',
   E'Draft: deadlines by state, the role of the employer''s insurer, and what to bring to a first consultation.',
   false, now() - interval '2 days', now() - interval '2 days')
on conflict do nothing;

insert into cms_pages (id, title, slug, body, is_published, created_at) values
  ('c0000000-0000-4000-8000-000000000001', 'About Us', 'about',
   E'Injury Assist connects people who have been hurt with the doctors, therapists and attorneys who can help, and lets them book a visit in a few clicks.',
   true, now() - interval '30 days'),
  ('c0000000-0000-4000-8000-000000000002', 'Privacy Policy', 'privacy',
   E'We keep the details you give us (name, contact details, date of birth, appointments and concerns) to run your account and your bookings. We share a booking only with the provider you booked. You can ask us to correct or delete your data at any time.',
   true, now() - interval '30 days'),
  ('c0000000-0000-4000-8000-000000000003', 'Terms of Service', 'terms',
   E'Injury Assist is a directory and booking service. Providers are responsible for the care and advice they give. Cancel an appointment you cannot keep, so that someone else can have the slot.',
   true, now() - interval '30 days'),
  ('c0000000-0000-4000-8000-000000000004', 'About sponsored listings', 'about-sponsored-listings',
   E'Providers can pay to boost their listing in a ZIP code. A boosted provider is shown first in that ZIP code and marked Sponsored. At most two providers per type (medical, legal) can be boosted in a ZIP code at a time. Sponsorship does not change ratings or reviews.',
   true, now() - interval '30 days')
on conflict do nothing;

insert into seo_settings (id, site_title, site_description, keywords) values
  (1, 'Injury Assist — find and book injury care and legal help',
   'Find doctors, therapists and injury attorneys near you, see their free slots and book online.',
   'injury doctor, personal injury attorney, physical therapy, book appointment')
on conflict do nothing;

-- Two approved events (one of the platform's own, without a provider) and one a provider is still
-- waiting on; the demo customer is registered for the first.
insert into events (id, provider_id, title, description, event_date, event_time, location, category, registration_fee, max_attendees, is_active, status, created_at) values
  ('e0000000-0000-4000-8000-000000000001', 1, 'Back on your feet: recovery after a car accident',
   'An orthopedic surgeon and a physical therapist explain the first weeks of recovery and answer questions.',
   current_date + 14, '18:00', 'Biscayne Orthopedic Center, 1200 Biscayne Blvd, Miami, FL 33101', 'health', 0, 40, true, 'approved', now() - interval '10 days'),
  ('e0000000-0000-4000-8000-000000000002', null, 'Know your rights after an injury',
   'What an injury claim involves, which deadlines apply in Florida, and how attorneys are paid.',
   current_date + 21, '12:30', 'Online', 'education', 25, 100, true, 'approved', now() - interval '8 days'),
  ('e0000000-0000-4000-8000-000000000003', 8, 'Mindfulness for chronic pain',
   'A guided session with a counselor on living with long-lasting pain after an injury.',
   current_date + 30, '10:00', 'Bayfront Behavioral Health, 1500 Alton Rd, Miami Beach, FL 33139', 'wellness', 0, 25, true, 'pending', now() - interval '1 day')
on conflict do nothing;

insert into event_registrations (event_id, user_id, registered_at) values
  ('e0000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', now() - interval '5 days')
on conflict do nothing;

-- The demo provider pays for Professional, monthly, with the local gateway: a saved test card
-- (Visa 4242, primary), the subscription in its eleventh day, and the invoice of its first payment,
-- so the Subscriptions page shows a real plan, card and billing history on `npm start`.
insert into private.local_gateway_cards (token, brand, last4, exp_month, exp_year, declines_off_session, created_at)
values ('pm_local_demo_provider', 'visa', '4242', 12, extract(year from now())::int + 3, false, now() - interval '10 days')
on conflict do nothing;

insert into private.payment_methods (user_id, gateway, token, brand, last4, exp_month, exp_year, cardholder_name, is_primary, created_at)
values ('00000000-0000-4000-8000-000000000002', 'local', 'pm_local_demo_provider', 'visa', '4242', 12,
  extract(year from now())::int + 3, 'Pat Provider', true, now() - interval '10 days')
on conflict do nothing;

insert into private.subscriptions (user_id, plan_id, billing_interval, status, current_period_start, current_period_end, gateway, created_at)
select '00000000-0000-4000-8000-000000000002', 'professional', 'monthly', 'active',
  date_trunc('day', now()) - interval '10 days', date_trunc('day', now()) - interval '10 days' + interval '1 month',
  'local', now() - interval '10 days'
where not exists (select 1 from private.subscriptions where user_id = '00000000-0000-4000-8000-000000000002');

with paid as (
  select s.id, s.current_period_start, s.current_period_end, p.monthly_price_cents as monthly_cents
  from private.subscriptions s join plans p on p.id = s.plan_id
  where s.user_id = '00000000-0000-4000-8000-000000000002' and s.status = 'active'
    and not exists (select 1 from private.invoices i where i.subscription_id = s.id)
), counter as (
  insert into private.invoice_counters (year, last_number)
  select extract(year from current_period_start)::int, 1 from paid
  on conflict (year) do update set last_number = private.invoice_counters.last_number + 1
  returning last_number
)
insert into private.invoices (number, user_id, subscription_id, issued_at, lines, total_cents, currency, status,
  period_start, period_end, gateway)
select 'INV-' || extract(year from paid.current_period_start)::int || '-' || lpad(counter.last_number::text, 6, '0'),
  '00000000-0000-4000-8000-000000000002', paid.id, paid.current_period_start,
  jsonb_build_array(jsonb_build_object('description', 'Professional plan (monthly)', 'amountCents', paid.monthly_cents)),
  paid.monthly_cents, 'usd', 'paid', paid.current_period_start, paid.current_period_end, 'local'
from paid, counter;
