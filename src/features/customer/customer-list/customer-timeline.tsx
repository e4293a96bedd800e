import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Spinner } from '@chakra-ui/react/spinner';
import { Text } from '@chakra-ui/react/text';
import { formatDateTime } from '../../../lib/format/date-time';
import { t } from '../../../lib/i18n/translate';
import { useCustomerEvents } from './api/customer-detail-query';
import { eventText } from './event-text';
import '../../../lib/i18n/messages/customers-messages';

const DOT = {
  added: 'green.500',
  deleted_by_customer: 'red.500',
  deleted_by_employee: 'red.400',
  tag_added: 'teal.500',
  tag_removed: 'gray.400',
  welcome_sent: 'blue.400',
} as const;

function TimelinePage({
  customerId,
  page,
  last,
  onMore,
}: {
  customerId: number;
  page: number;
  last: boolean;
  onMore: () => void;
}) {
  const events = useCustomerEvents(customerId, page);
  if (!events.data) return <Spinner size="sm" m="3" />;
  if (events.data.total === 0) {
    return (
      <Text fontSize="sm" color="fg.muted" py="6" textAlign="center">
        {t('customers.timeline.empty')}
      </Text>
    );
  }
  const more = last && page * events.data.page_size < events.data.total;
  return (
    <>
      {events.data.list.map((event) => {
        const { title, detail } = eventText(event);
        return (
          <Box
            key={event.id}
            display="flex"
            gap="3"
            pb="4"
            position="relative"
            data-event-type={event.event_type}
          >
            <Box
              mt="1.5"
              width="2.5"
              height="2.5"
              borderRadius="full"
              flexShrink={0}
              bg={DOT[event.event_type as keyof typeof DOT] ?? 'purple.400'}
            />
            <Box minW="0">
              <Text fontSize="sm">{title}</Text>
              {detail ? (
                <Text fontSize="xs" color="fg.muted" mt="0.5" whiteSpace="pre-wrap">
                  {detail}
                </Text>
              ) : null}
              <Text fontSize="xs" color="fg.subtle" mt="0.5">
                {formatDateTime(event.occurred_at)}
              </Text>
            </Box>
          </Box>
        );
      })}
      {more ? (
        <Button size="xs" variant="outline" onClick={onMore} alignSelf="flex-start">
          {t('customers.timeline.more')}
        </Button>
      ) : null}
    </>
  );
}

/** The customer's events, newest first, 20 at a time (issue #9 detail timeline). */
export function CustomerTimeline({ customerId }: { customerId: number }) {
  const [pages, setPages] = useState(1);
  return (
    <Box
      display="flex"
      flexDirection="column"
      borderStartWidth="2px"
      borderColor="gray.100"
      ps="3"
      data-testid="customer-timeline"
    >
      {Array.from({ length: pages }, (_, index) => (
        <TimelinePage
          key={index}
          customerId={customerId}
          page={index + 1}
          last={index === pages - 1}
          onMore={() => setPages(pages + 1)}
        />
      ))}
    </Box>
  );
}
