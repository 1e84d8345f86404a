import { AreaLayout } from '../../components/AreaLayout';
import { customerNav } from '../../config/navigation';
import { paths } from '../../config/paths';

export default function CustomerLayout() {
  return (
    <AreaLayout area="Customer" navLabel="Customer dashboard" navItems={customerNav} loginPath={paths.customerLogin} />
  );
}
