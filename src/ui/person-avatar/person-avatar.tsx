import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';

const COLORS = [
  '#3370ff',
  '#00b42a',
  '#ff7d00',
  '#7b61ff',
  '#14c9c9',
  '#f53f3f',
  '#722ed1',
  '#0fc6c2',
];

/** A stable colour per name, so the same person looks the same on every page. */
export function avatarColor(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return COLORS[hash % COLORS.length] ?? '#3370ff';
}

export interface PersonAvatarProps {
  name: string;
  /** An image URL from the platform; the first character is shown without one. */
  src?: string;
  size?: number;
}

/** A round avatar: the platform's picture, or the name's first character on a colour. */
export function PersonAvatar({ name, src, size = 32 }: PersonAvatarProps) {
  const px = `${size}px`;
  if (src) {
    return (
      <chakra.img
        src={src}
        alt=""
        width={px}
        height={px}
        borderRadius="full"
        flexShrink={0}
        objectFit="cover"
      />
    );
  }
  return (
    <Box
      aria-hidden="true"
      width={px}
      height={px}
      borderRadius="full"
      flexShrink={0}
      bg={avatarColor(name)}
      color="white"
      display="flex"
      alignItems="center"
      justifyContent="center"
      fontSize={`${Math.round(size * 0.42)}px`}
      fontWeight="medium"
    >
      {[...name][0] ?? '?'}
    </Box>
  );
}
