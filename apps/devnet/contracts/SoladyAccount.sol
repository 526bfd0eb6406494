// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

import {ERC4337} from "solady/src/accounts/ERC4337.sol";
// Compiled alongside so that its artifact is written too (scripts/compile.ts, `libraryContracts`).
import {ERC4337Factory} from "solady/src/accounts/ERC4337Factory.sol";

/// @title SoladyAccount
/// @notice The embedded wallet's ERC-4337 (EntryPoint v0.7) account: Solady's audited `ERC4337`
/// (one owner, execute / executeBatch, UUPS, ERC-1271 with the ERC-7739 nested EIP-712 workflow)
/// as it is. Solady leaves only the EIP-712 domain's name and version to the concrete account;
/// nothing else is added or overridden. Accounts are ERC-1967 proxies to one deployment of this
/// contract, created by Solady's `ERC4337Factory`.
contract SoladyAccount is ERC4337 {
    function _domainNameAndVersion()
        internal
        pure
        override
        returns (string memory name, string memory version)
    {
        name = "SoladyAccount";
        version = "1";
    }
}
