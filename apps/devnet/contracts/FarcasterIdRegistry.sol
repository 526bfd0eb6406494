// SPDX-License-Identifier: MIT
pragma solidity 0.8.30;

/// @title FarcasterIdRegistry (devnet)
/// @notice The part of Farcaster's IdRegistry (farcasterxyz/contracts, MIT) that Sign In With
/// Farcaster reads, with the same function and event signatures: `idOf(custody)`,
/// `custodyOf(fid)`, `recoveryOf(fid)`, `idCounter()`, `register(to, recovery)` and the
/// `Register` event. The real registry registers only through its IdGateway (with storage rent,
/// signatures, pausing and migration); on the devnet anyone may register an FID for an address that
/// has none. Placed with `anvil_setCode` at the real registry's address, where
/// the Farcaster auth client looks, so it needs no constructor.
contract FarcasterIdRegistry {
    /// @notice The last FID issued.
    uint256 public idCounter;
    /// @notice The FID a custody address owns (0: none).
    mapping(address owner => uint256 fid) public idOf;
    /// @notice The custody address of an FID.
    mapping(uint256 fid => address owner) public custodyOf;
    /// @notice The recovery address of an FID.
    mapping(uint256 fid => address recovery) public recoveryOf;

    /// @notice Emitted when an FID is registered to `to`.
    event Register(address indexed to, uint256 indexed id, address recovery);

    /// @notice The address already owns an FID.
    error HasId();

    /// @notice Registers the next FID to `to` with a recovery address.
    function register(address to, address recovery) external returns (uint256 fid) {
        if (idOf[to] != 0) revert HasId();
        fid = ++idCounter;
        idOf[to] = fid;
        custodyOf[fid] = to;
        recoveryOf[fid] = recovery;
        emit Register(to, fid, recovery);
    }
}
