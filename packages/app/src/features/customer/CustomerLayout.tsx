import { AreaLayout } from '../../app/AreaLayout';
import { customerNav } from '../../app/area-navigation';
import { paths } from '../../config/paths';

export default function CustomerLayout() {
  return (
    <AreaLayout area="Customer" navLabel="Customer dashboard" navItems={customerNav} loginPath={paths.customerLogin} />
  );
}
