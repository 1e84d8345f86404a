import type { ProviderBusinessProfile } from '../provider/businessProfile';

const open = { open: '09:00', close: '17:00', isClosed: false };
/** The demo provider's business as the profile page loads it. */
export const storedProfile: ProviderBusinessProfile = {
  id: 1,
  businessName: 'Biscayne Orthopedic Center',
  website: 'https://biscayneortho.example',
  phone: '+1 (305) 555-0101',
  email: 'care@biscayneortho.example',
  description: 'Sports and accident injuries.',
  experience: '15 years in sports injury care.',
  education: '',
  logoUrl: null,
  videoUrl: '',
  locations: [
    {
      id: 1,
      address: '1200 Biscayne Blvd, Miami, FL 33101',
      city: 'Miami',
      state: 'FL',
      zipcode: '33101',
      lat: 25.7889,
      long: -80.188,
      timeZone: 'America/New_York',
      specialty: 'Medical › Specialists',
      hours: {
        monday: open,
        tuesday: open,
        wednesday: open,
        thursday: open,
        friday: open,
        saturday: open,
        sunday: open,
      },
      services: [{ id: 6, name: 'Orthopedics' }],
      serviceOptions: [
        { id: 4, name: 'Cardiology' },
        { id: 6, name: 'Orthopedics' },
        { id: 8, name: 'Physical Therapy' },
      ],
    },
  ],
};
