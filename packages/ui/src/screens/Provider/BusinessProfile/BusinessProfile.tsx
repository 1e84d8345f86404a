import { type DayHours, dayHoursLabel, slotLabel, type Weekday, weekdayName, weekdays } from '@injury-assist/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button } from '../../../components/Button/Button';
import { Card } from '../../../components/Card/Card';
import { FileButton } from '../../../components/FileButton/FileButton';
import { Icon } from '../../../components/Icon/Icon';
import { LoadFailed, type LoadStatus } from '../../../components/private/LoadFailed/LoadFailed';
import { ReviewList, type ReviewListProps } from '../../../components/ReviewList/ReviewList';
import { Select } from '../../../components/Select/Select';
import { Spinner } from '../../../components/Spinner/Spinner';
import { TextArea } from '../../../components/TextArea/TextArea';
import { TextField } from '../../../components/TextField/TextField';
import * as shared from '../shared.css';
import * as styles from './BusinessProfile.css';
import { HoursEditor } from './HoursEditor';
import { LocationMap } from './LocationMap';
import { VideoPreview } from './VideoPreview';

type NamedId = { id: number; name: string };

export type BusinessProfileLocation = {
  id: number;
  address: string;
  lat: number;
  long: number;
  /** 'Medical › Specialists'. */
  specialty: string;
  hours: Record<Weekday, DayHours>;
  services: readonly NamedId[];
  serviceOptions: readonly NamedId[];
};

/** What the page shows and edits (spec provider-and-admin §3: name, website, phone, email, address, hours, services, videoLink, description). */
export type BusinessProfileData = {
  businessName: string;
  website: string;
  phone: string;
  email: string;
  description: string;
  experience: string;
  education: string;
  logoUrl: string | null;
  videoUrl: string;
  locations: readonly BusinessProfileLocation[];
};

export type BusinessProfileField =
  | 'businessName'
  | 'website'
  | 'phone'
  | 'email'
  | 'description'
  | 'experience'
  | 'education'
  | 'videoUrl';

export type BusinessProfileErrors = Partial<Record<BusinessProfileField, string>> & {
  locations?: Record<number, { hours?: Partial<Record<Weekday, string>>; services?: string }>;
};

export type OutsideHoursAppointment = {
  bookingId: string;
  date: string;
  slot: string;
  address: string;
  customerName: string;
};

export type BusinessProfileProps = {
  status: LoadStatus;
  onRetry: () => void;
  mode: 'view' | 'edit';
  /** The form's values: in view mode too, since Cancel does not restore them (spec §4). */
  profile: BusinessProfileData | null;
  /** The form holds changes that are not saved. */
  hasUnsavedChanges: boolean;
  errors: BusinessProfileErrors;
  isSaving: boolean;
  isUploadingLogo: boolean;
  /** After a save: upcoming appointments the new hours no longer cover. */
  outsideHours: readonly OutsideHoursAppointment[];
  onDismissOutsideHours: () => void;
  /** MAP_TILE_URL's template, or null for the placeholder. */
  mapTileUrl: string | null;
  reviews: ReviewListProps;
  onEdit: () => void;
  onCancel: () => void;
  onSave: () => void;
  onFieldChange: (field: BusinessProfileField, value: string) => void;
  onHoursChange: (locationId: number, day: Weekday, hours: DayHours) => void;
  onAddService: (locationId: number, serviceId: number) => void;
  onRemoveService: (locationId: number, serviceId: number) => void;
  onLogoChoose: (file: File) => void;
  onLogoRemove: () => void;
  /** Location changes, offered outside edit mode (each is saved at once, in its own dialog). */
  onAddLocation?: () => void;
  onEditLocation?: (locationId: number) => void;
  onRemoveLocation?: (locationId: number) => void;
};

const NOT_PROVIDED = 'Not provided';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

const orMissing = (value: string, render: (text: string) => ReactNode = (text) => text) =>
  value.trim() ? render(value.trim()) : <span className={styles.missing}>{NOT_PROVIDED}</span>;

function Logo({ url, name }: { url: string | null; name: string }) {
  return (
    <div className={styles.logo}>
      {url ? (
        <img src={url} alt={`Logo of ${name}`} className={styles.logoImage} />
      ) : (
        <Icon name="navBuilding" size={28} />
      )}
    </div>
  );
}

/** A location's name where the business has several; nothing to add where it has one. */
const placeOf = (profile: BusinessProfileData, location: BusinessProfileLocation) =>
  profile.locations.length > 1 ? location.address : 'your location';

export function BusinessProfile(props: BusinessProfileProps) {
  const { status, onRetry, mode, profile, errors, isSaving } = props;
  const editing = mode === 'edit';
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  useEffect(() => {
    // Save Changes and Cancel leave with the form: focus goes to Edit Profile in their place, not the body.
    if (wasEditing.current && !editing) editButton.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <div className={shared.container}>
      <div className={shared.page}>
        <div className={shared.pageHeader}>
          <h1 className={shared.pageHeading}>Business Profile</h1>
          {profile ? (
            <div className={shared.headerActions}>
              {editing ? (
                <>
                  <Button variant="secondary" onPress={props.onCancel} isDisabled={isSaving}>
                    Cancel
                  </Button>
                  <Button onPress={props.onSave} loading={isSaving} isDisabled={props.isUploadingLogo}>
                    Save Changes
                  </Button>
                </>
              ) : (
                <Button ref={editButton} onPress={props.onEdit}>
                  Edit Profile
                </Button>
              )}
            </div>
          ) : null}
        </div>
        {status === 'failed' ? (
          <Card>
            <LoadFailed title="We could not load your business profile." onRetry={onRetry} />
          </Card>
        ) : !profile ? (
          <Card>
            <div className={shared.loading}>
              <Spinner size="large" label="Loading your business profile" />
            </div>
          </Card>
        ) : (
          <div className={styles.sections}>
            {!editing && props.hasUnsavedChanges ? (
              <div className={styles.banner} role="status">
                <span className={styles.bannerTitle}>These changes are not saved yet.</span>
                <span>
                  Customers still see your saved profile. Choose Edit Profile and Save Changes to publish them.
                </span>
              </div>
            ) : null}
            {props.outsideHours.length > 0 ? (
              <section className={styles.banner} aria-labelledby="outside-hours-title">
                <h2 id="outside-hours-title" className={styles.bannerTitle}>
                  {props.outsideHours.length === 1
                    ? 'One booked appointment is now outside your hours'
                    : `${props.outsideHours.length} booked appointments are now outside your hours`}
                </h2>
                <span>They are kept. Contact the customers, or cancel them with a reason under Appointments.</span>
                <ul className={styles.bannerList}>
                  {props.outsideHours.map((appointment) => (
                    <li key={appointment.bookingId}>
                      {appointment.date}, {appointment.slot} — {appointment.customerName}, {appointment.address}
                    </li>
                  ))}
                </ul>
                <div className={styles.bannerActions}>
                  <Button variant="secondary" size="small" onPress={props.onDismissOutsideHours}>
                    Dismiss
                  </Button>
                </div>
              </section>
            ) : null}
            <BasicInformation {...props} profile={profile} />
            <Card title="Locations" description="Where customers find you; the search lists each address.">
              <div className={styles.locations}>
                {profile.locations.map((location) => (
                  <div key={location.id} className={styles.location}>
                    <div className={styles.locationDetails}>
                      <p className={styles.locationTitle}>{location.address}</p>
                      <p className={shared.mutedText}>{location.specialty}</p>
                      {!editing && props.onEditLocation && props.onRemoveLocation ? (
                        <div className={styles.locationActions}>
                          <Button
                            variant="secondary"
                            size="small"
                            aria-label={`Change address of ${location.address}`}
                            onPress={() => props.onEditLocation?.(location.id)}
                          >
                            Change address
                          </Button>
                          {profile.locations.length > 1 ? (
                            <Button
                              variant="ghost"
                              size="small"
                              aria-label={`Remove ${location.address}`}
                              onPress={() => props.onRemoveLocation?.(location.id)}
                            >
                              Remove
                            </Button>
                          ) : null}
                        </div>
                      ) : null}
                    </div>
                    <LocationMap
                      address={location.address}
                      lat={location.lat}
                      long={location.long}
                      tileUrl={props.mapTileUrl}
                    />
                  </div>
                ))}
                {!editing && props.onAddLocation ? (
                  <div>
                    <Button variant="secondary" onPress={props.onAddLocation}>
                      Add location
                    </Button>
                  </div>
                ) : null}
              </div>
            </Card>
            <Card title="Business Hours" description="Customers can book hour-long slots from each day’s opening time.">
              <div className={styles.locations}>
                {profile.locations.map((location) => (
                  <div key={location.id}>
                    {profile.locations.length > 1 ? <h3 className={styles.subheading}>{location.address}</h3> : null}
                    {editing ? (
                      <HoursEditor
                        place={placeOf(profile, location)}
                        hours={location.hours}
                        errors={errors.locations?.[location.id]?.hours}
                        onChange={(day, hours) => props.onHoursChange(location.id, day, hours)}
                        isDisabled={isSaving}
                      />
                    ) : (
                      <dl className={styles.hoursList}>
                        {weekdays.map((day) => (
                          <div key={day} className={styles.hoursLine}>
                            <dt>{weekdayName(day)}</dt>
                            <dd className={location.hours[day].isClosed ? styles.missing : undefined}>
                              {dayHoursLabel(location.hours[day], slotLabel)}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </div>
                ))}
              </div>
            </Card>
            <Card title="Services Offered" description="Customers searching for these services find you.">
              <div className={styles.locations}>
                {profile.locations.map((location) => (
                  <Services key={location.id} {...props} profile={profile} location={location} />
                ))}
              </div>
            </Card>
            <Card title="Video Introduction">
              <div className={styles.videoSection}>
                {editing ? (
                  <TextField
                    label="Video Introduction URL"
                    type="text"
                    value={profile.videoUrl}
                    onChange={(value) => props.onFieldChange('videoUrl', value)}
                    placeholder="https://www.youtube.com/watch?v=…"
                    description="A YouTube or Vimeo link."
                    errorMessage={errors.videoUrl}
                    isDisabled={isSaving}
                  />
                ) : null}
                <VideoPreview url={profile.videoUrl} businessName={profile.businessName} />
              </div>
            </Card>
            <Card title="Customer Reviews" description="From customers whose appointments were completed; read-only.">
              <ReviewList {...props.reviews} />
            </Card>
          </div>
        )}
      </div>
    </div>
  );
}

function BasicInformation(props: BusinessProfileProps & { profile: BusinessProfileData }) {
  const { profile, errors, isSaving, mode } = props;
  if (mode === 'view') {
    return (
      <Card title="Basic information">
        <div className={styles.basics}>
          <Logo url={profile.logoUrl} name={profile.businessName} />
          <dl className={styles.details}>
            <Detail term="Business name">{orMissing(profile.businessName)}</Detail>
            <Detail term="Website">
              {orMissing(profile.website, (website) => (
                <a href={website} target="_blank" rel="noopener noreferrer">
                  {website}
                </a>
              ))}
            </Detail>
            <Detail term="Phone">{orMissing(profile.phone)}</Detail>
            <Detail term="E-mail">{orMissing(profile.email)}</Detail>
            <Detail term="Description">{orMissing(profile.description)}</Detail>
            <Detail term="Experience">{orMissing(profile.experience)}</Detail>
            <Detail term="Education">{orMissing(profile.education)}</Detail>
          </dl>
        </div>
      </Card>
    );
  }
  const field = (name: BusinessProfileField) => ({
    value: profile[name],
    onChange: (value: string) => props.onFieldChange(name, value),
    errorMessage: errors[name],
    isDisabled: isSaving,
  });
  return (
    <Card title="Basic information">
      <div className={styles.basics}>
        <div className={styles.logoColumn}>
          <Logo url={profile.logoUrl} name={profile.businessName} />
          <FileButton
            acceptedFileTypes={['image/png', 'image/jpeg']}
            onSelect={props.onLogoChoose}
            variant="secondary"
            size="small"
            loading={props.isUploadingLogo}
            isDisabled={isSaving}
          >
            {profile.logoUrl ? 'Replace logo' : 'Upload logo'}
          </FileButton>
          {profile.logoUrl ? (
            <Button
              variant="ghost"
              size="small"
              onPress={props.onLogoRemove}
              isDisabled={isSaving || props.isUploadingLogo}
            >
              Remove logo
            </Button>
          ) : null}
          <span className={shared.mutedText}>PNG or JPEG, up to 5 MB and 1536×768.</span>
        </div>
        <div className={styles.fields}>
          <div className={styles.wide}>
            <TextField label="Business name" isRequired autoComplete="organization" {...field('businessName')} />
          </div>
          <TextField label="Website" placeholder="https://" autoComplete="url" {...field('website')} />
          <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
          <div className={styles.wide}>
            <TextField label="E-mail" type="email" autoComplete="email" {...field('email')} />
          </div>
          <div className={styles.wide}>
            <TextArea label="Description" rows={5} {...field('description')} />
          </div>
          <div className={styles.wide}>
            <TextArea
              label="Experience"
              rows={2}
              description="Shown to customers in View Profile, e.g. 15 years in sports injury care."
              {...field('experience')}
            />
          </div>
          <div className={styles.wide}>
            <TextArea
              label="Education"
              rows={2}
              description="Shown to customers in View Profile, e.g. MD, University of Miami."
              {...field('education')}
            />
          </div>
        </div>
      </div>
    </Card>
  );
}

function Services(props: BusinessProfileProps & { profile: BusinessProfileData; location: BusinessProfileLocation }) {
  const { profile, location, mode, errors, isSaving } = props;
  const heading = profile.locations.length > 1 ? <h3 className={styles.subheading}>{location.address}</h3> : null;
  if (mode === 'view') {
    return (
      <div>
        {heading}
        {location.services.length > 0 ? (
          <ul className={styles.chips}>
            {location.services.map((service) => (
              <li key={service.id} className={styles.chip}>
                {service.name}
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.missing}>No services yet</p>
        )}
      </div>
    );
  }
  const addable = location.serviceOptions.filter(
    (option) => !location.services.some((service) => service.id === option.id),
  );
  const error = errors.locations?.[location.id]?.services;
  return (
    <div className={styles.servicesEditor}>
      {heading}
      <ul className={styles.chips} aria-label={`Services offered at ${placeOf(profile, location)}`}>
        {location.services.map((service) => (
          <li key={service.id} className={styles.chip}>
            {service.name}
            <button
              type="button"
              className={styles.chipRemove}
              aria-label={`Remove ${service.name}`}
              disabled={isSaving}
              onClick={() => props.onRemoveService(location.id, service.id)}
            >
              <Icon name="close" size={12} />
            </button>
          </li>
        ))}
      </ul>
      {error ? (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
      <Select
        label={`Add a service (${location.specialty})`}
        options={addable}
        selectedId={null}
        placeholder={addable.length > 0 ? 'Choose a service' : 'Every service is offered'}
        isDisabled={isSaving || addable.length === 0}
        onSelectionChange={(id) => {
          if (id !== null) props.onAddService(location.id, id);
        }}
      />
    </div>
  );
}
