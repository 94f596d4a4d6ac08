// Icons for the apps (react-icons' Feather set), so an app needs no react-icons dependency of its own.
// Each costs a few hundred bytes in every page: add what a screen uses, nothing speculative.
export {
  FiArrowLeft,
  FiArrowRight,
  FiBookOpen,
  FiCalendar,
  FiCompass,
  FiFolder,
  FiGlobe,
  FiHome,
  FiPlus,
  FiStar,
  FiTarget,
  FiTrendingUp,
  FiUsers,
  FiZap,
} from 'react-icons/fi';
