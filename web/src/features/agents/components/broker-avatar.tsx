import { Avatar } from '../../../components/ui/avatar';
import type { Broker } from '../api/agents';

/** A broker's headshot, else their logo, else their initials. */
export function BrokerAvatar({
  broker,
  className,
  textClassName,
}: {
  broker: Pick<Broker, 'name' | 'headshot_url' | 'agent_logo_url'>;
  className: string;
  textClassName: string;
}) {
  return (
    <Avatar
      name={broker.name}
      src={broker.headshot_url || broker.agent_logo_url}
      className={className}
      textClassName={textClassName}
    />
  );
}
